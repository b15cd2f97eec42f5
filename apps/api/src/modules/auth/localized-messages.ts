import type { Locale } from '@app/domain';

/** Server-only messages of one area, in the three languages. */
export type LocalizedMessages<K extends string> = Record<Locale, Record<K, string>>;

/** A translator for one area's server-only messages; the error handler leaves such text as is. */
export function translator<K extends string>(messages: LocalizedMessages<K>) {
  return (locale: Locale, key: K): string => messages[locale][key];
}
