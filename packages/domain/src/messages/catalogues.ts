import { LOCALES, type Locale } from '../locale';
import type { LocalizedLabel } from '../tables/localized-label';
import { de } from './de';
import { en } from './en';
import { fr, type MessageKey } from './fr';
import {
  type Catalogue,
  type Message,
  type MessageParams,
  splitMessage,
  type Text,
  translateWith,
} from './index';

// The three catalogues and what reads them. Apart from the rest of the messages' code, so that a
// bundle using translateWith() with the catalogue it loaded itself (the web app) carries none.

export const messages: Readonly<Record<Locale, Catalogue>> = { fr, en, de };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(fr, key);

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  isMessageKey((value as Message).key) &&
  typeof (value as Message).params === 'object';

/** Splits "key?a=1" into the key and its parameters. */
export const parseMessage = (text: string): { key: string; params: Record<string, string> } =>
  splitMessage(text, isMessageKey);

/**
 * Words in the language: a Message, or a catalogue key (with parameters inside or given here)
 * whose placeholders are filled, numbers formatted for the language; other text is returned
 * as is (the server's messages reach the web already translated).
 */
export const translate = (locale: Locale, text: Text, params: MessageParams = {}): string =>
  translateWith(messages[locale], locale, text, params);

/** The same words in every language, for tables that hold a label per language. */
export const inEveryLanguage = (text: Text): LocalizedLabel =>
  Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, text)])) as Record<Locale, string>;
