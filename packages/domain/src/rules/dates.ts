import type { Locale } from '../locale';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function realDate(year: number, month: number, day: number): CalendarDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1000 ? { year, month, day } : null;
}

/** "31/12/1980" -> {1980, 12, 31}; null when the format is wrong or the day does not exist. */
export function parseDisplayDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? realDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** "1980-12-31" -> {1980, 12, 31}; null when the format is wrong or the day does not exist. */
export function parseWireDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? realDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export const toWireDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
export const toDisplayDate = (date: CalendarDate): string =>
  `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;

/** "31/12/1980" -> "1980-12-31" (shown DD/MM/YYYY, sent YYYY-MM-DD); null when invalid. */
export function displayToWireDate(value: string): string | null {
  const date = parseDisplayDate(value);
  return date ? toWireDate(date) : null;
}

/** "1980-12-31" -> "31/12/1980"; null when invalid. */
export function wireToDisplayDate(value: string): string | null {
  const date = parseWireDate(value);
  return date ? toDisplayDate(date) : null;
}

/** Today's calendar date in local time, or the date of `now`. */
export const calendarDateOf = (now: Date): CalendarDate => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

export const isBefore = (date: CalendarDate, reference: CalendarDate): boolean =>
  compareDates(date, reference) < 0;

const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE' };

/**
 * "DD MMM YYYY" as lists show it (spec §9): "05 mars 2024", "05 Mar 2024", "05 Mär 2024". The short
 * month name comes from Intl (trailing dot dropped), the order is always day month year.
 * Accepts a wire date (YYYY-MM-DD), a Date, or unix seconds (read in UTC).
 */
export function formatListDate(value: string | number | Date, locale: Locale): string {
  let date: CalendarDate | null;
  if (typeof value === 'string') date = parseWireDate(value.slice(0, 10));
  else if (typeof value === 'number') date = parseWireDate(new Date(value * 1000).toISOString().slice(0, 10));
  else date = calendarDateOf(value);
  if (!date) return '';
  const month = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(date.year, date.month - 1, 15)))
    .replace(/\.$/, '');
  return `${pad(date.day)} ${month} ${date.year}`;
}

/**
 * A moment as a letter writes it, in Paris time and the reader's words: "samedi 28 novembre 2026
 * à 10:00", "Saturday, 28 November 2026 at 10:00", "Samstag, 28. November 2026 um 10:00" (the
 * texts around it say "Paris time"). The bank and its operators are in France.
 */
export const formatParisDateTime = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
