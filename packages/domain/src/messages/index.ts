import type { Locale } from '../locale';
import {
  formatCurrencyAmount,
  formatEuroCents,
  formatMoney,
  formatNumber,
  PLACEHOLDER,
  type PlaceholderFormat,
} from './format';
import type { fr, MessageKey } from './fr';

export { frenchTypographyProblems } from './french-typography';
export { tightPunctuationProblems, typographyProblems } from './typography';
export type { MessageKey, PlaceholderFormat };
export { formatCurrencyAmount, formatEuroCents, formatMoney, formatNumber };

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

/** Splits "key?a=1" into the key and its parameters, knowing the keys by `isKey`. */
export function splitMessage(
  text: string,
  isKey: (key: string) => boolean,
): { key: string; params: Record<string, string> } {
  const index = text.indexOf('?');
  if (index < 0 || !isKey(text.slice(0, index))) return { key: text, params: {} };
  return {
    key: text.slice(0, index),
    params: Object.fromEntries(new URLSearchParams(text.slice(index + 1))),
  };
}

/** One language's words for every key of the catalogue. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

function placeholderValue(
  catalogue: Catalogue,
  locale: Locale,
  value: MessageParam,
  format: PlaceholderFormat | undefined,
): string {
  if (typeof value === 'object') return translateWith(catalogue, locale, value);
  if (typeof value === 'number') return formatNumber(locale, value, format);
  const number = format && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? formatNumber(locale, number, format) : value;
}

/**
 * translate() with the words of one language given: the web app downloads its visitor's
 * language only, not the three catalogues `messages` holds.
 */
export function translateWith(
  catalogue: Catalogue,
  locale: Locale,
  text: Text,
  params: MessageParams = {},
): string {
  const isKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);
  const parsed = typeof text === 'string' ? splitMessage(text, isKey) : text;
  const template = isKey(parsed.key) ? catalogue[parsed.key] : parsed.key;
  const values: MessageParams = { ...parsed.params, ...params };
  return template.replace(PLACEHOLDER, (whole, name: string, format?: PlaceholderFormat) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : placeholderValue(catalogue, locale, value, format);
  });
}

export * from './catalogues';
