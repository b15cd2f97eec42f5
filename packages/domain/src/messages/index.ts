import type { Locale } from '../locale';
import { de } from './de';
import { en } from './en';
import { fr, type MessageKey } from './fr';

export type { MessageKey };
export const messages: Record<Locale, Record<MessageKey, string>> = { fr, en, de };

export const isMessageKey = (key: string): key is MessageKey => key in fr;

export type MessageParams = Record<string, string | number>;

/**
 * A key carrying its parameters, "validation.amount_min?minAmount=500": validation messages are plain
 * strings (zod issues, 422 field maps), so the parameters travel inside them and translate() reads them.
 */
export function messageWithParams(key: MessageKey, params: MessageParams): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

/** Splits "key?a=1" into the key and its parameters. */
export function parseMessage(message: string): { key: string; params: MessageParams } {
  const index = message.indexOf('?');
  if (index < 0 || !isMessageKey(message.slice(0, index))) return { key: message, params: {} };
  return {
    key: message.slice(0, index),
    params: Object.fromEntries(new URLSearchParams(message.slice(index + 1))),
  };
}

/**
 * Translates a shared message key (optionally with embedded parameters), filling {placeholders};
 * an unknown key is returned as is.
 */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const parsed = parseMessage(key);
  const template = isMessageKey(parsed.key) ? messages[locale][parsed.key] : key;
  const values = { ...parsed.params, ...params };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
