import type { Locale } from '../locale';

/** A label in every shipped language. */
export type LocalizedLabel = Readonly<Record<Locale, string>>;

export const labelIn = (label: LocalizedLabel, locale: Locale): string => label[locale];
