import type { Locale } from '../locale';
import { de } from './de';
import { en } from './en';
import { fr, type MessageKey } from './fr';

export type { MessageKey };
export const messages: Record<Locale, Record<MessageKey, string>> = { fr, en, de };

export const isMessageKey = (key: string): key is MessageKey => key in fr;

/** Translates a shared message key, filling {placeholders}; an unknown key is returned as is. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? messages[locale][key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
