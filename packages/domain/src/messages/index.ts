import { LOCALES, type Locale } from '../locale';
import type { LocalizedLabel } from '../tables/localized-label';
import { de } from './de';
import { en } from './en';
import {
  formatCurrencyAmount,
  formatEuroCents,
  formatMoney,
  formatNumber,
  PLACEHOLDER,
  type PlaceholderFormat,
} from './format';
import { fr, type MessageKey } from './fr';

export { frenchTypographyProblems } from './french-typography';
export type { MessageKey, PlaceholderFormat };
export { formatCurrencyAmount, formatEuroCents, formatMoney, formatNumber };
export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { fr, en, de };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(fr, key);

/**
 * Words not yet in a language: a catalogue key and the values of its placeholders. Services and
 * errors carry these; the reply layer translates them with the request's language.
 */
export interface Message {
  readonly key: MessageKey;
  readonly params: MessageParams;
}
/** A placeholder's value: text as is, a number formatted for the language, or words to translate too. */
export type MessageParam = string | number | Message;
export type MessageParams = Readonly<Record<string, MessageParam>>;
/** What translate() reads: a Message, a key (maybe with its parameters inside), or text already in words. */
export type Text = string | Message;

// The parameters a key takes, read from its French text: "{name}" takes any value,
// "{minAmount, amount}" and "{max, number}" take a number.
type Slots<T extends string> = T extends `${string}{${infer Slot}}${infer Rest}` ? Slot | Slots<Rest> : never;
type SlotName<S extends string> = S extends `${infer Name}, ${string}` ? Name : S;
type SlotValue<S extends string> = S extends `${string}, ${PlaceholderFormat}` ? number : MessageParam;
export type ParamsOf<K extends MessageKey> = {
  readonly [S in Slots<(typeof fr)[K]> as SlotName<S>]: SlotValue<S>;
};
/** No argument for a key without placeholders, else exactly its parameters. */
export type ParamsArg<K extends MessageKey> = [keyof ParamsOf<K>] extends [never]
  ? []
  : [params: ParamsOf<K>];

/** A Message, its parameters checked against the key's placeholders by the compiler. */
export function message<K extends MessageKey>(key: K, ...params: ParamsArg<K>): Message {
  return { key, params: params[0] ?? {} };
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  isMessageKey((value as Message).key) &&
  typeof (value as Message).params === 'object';

/**
 * A key carrying its parameters, "validation.amount_min?minAmount=500": validation messages are plain
 * strings (zod issues, 422 field maps), so the parameters travel inside them and translate() reads them.
 */
export function messageWithParams(
  key: MessageKey,
  params: Readonly<Record<string, string | number>>,
): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

/** Splits "key?a=1" into the key and its parameters. */
export function parseMessage(text: string): { key: string; params: Record<string, string> } {
  const index = text.indexOf('?');
  if (index < 0 || !isMessageKey(text.slice(0, index))) return { key: text, params: {} };
  return {
    key: text.slice(0, index),
    params: Object.fromEntries(new URLSearchParams(text.slice(index + 1))),
  };
}

function placeholderValue(
  locale: Locale,
  value: MessageParam,
  format: PlaceholderFormat | undefined,
): string {
  if (typeof value === 'object') return translate(locale, value);
  if (typeof value === 'number') return formatNumber(locale, value, format);
  const number = format && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? formatNumber(locale, number, format) : value;
}

/**
 * Words in the language: a Message, or a catalogue key (with parameters inside or given here)
 * whose placeholders are filled, numbers formatted for the language; other text is returned
 * as is (the server's messages reach the web already translated).
 */
export function translate(locale: Locale, text: Text, params: MessageParams = {}): string {
  const parsed = typeof text === 'string' ? parseMessage(text) : text;
  const template = isMessageKey(parsed.key) ? messages[locale][parsed.key] : parsed.key;
  const values: MessageParams = { ...parsed.params, ...params };
  return template.replace(PLACEHOLDER, (whole, name: string, format?: PlaceholderFormat) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : placeholderValue(locale, value, format);
  });
}

/** The same words in every language, for tables that hold a label per language. */
export const inEveryLanguage = (text: Text): LocalizedLabel =>
  Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, text)])) as Record<Locale, string>;
