import { isFrenchPublicHoliday } from './french-public-holidays';

/**
 * Working days (UTC) for the back-office's service level: Monday to Friday, France's public
 * holidays left out. Counting steps whole days from an instant, so a case submitted on Friday
 * at 17:00 has used one working day on Monday at 17:00.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const isWorkingDay = (date: Date): boolean =>
  date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !isFrenchPublicHoliday(date);

/** The instant `days` working days before `now`: submissions before it are overdue. */
export function workingDaysBefore(now: Date, days: number): Date {
  let cursor = new Date(now.getTime());
  let left = days;
  while (left > 0) {
    cursor = new Date(cursor.getTime() - DAY_MS);
    if (isWorkingDay(cursor)) left -= 1;
  }
  return cursor;
}

/** The instant `days` working days after `from` (`from` itself when `days` is 0 or less). */
export function workingDaysAfter(from: Date, days: number): Date {
  let cursor = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    cursor = new Date(cursor.getTime() + DAY_MS);
    if (isWorkingDay(cursor)) left -= 1;
  }
  return cursor;
}

/** Whole working days between `from` and `now` (0 the same day, and when `now` is earlier). */
export function workingDaysBetween(from: Date, now: Date): number {
  let count = 0;
  let cursor = new Date(from.getTime() + DAY_MS);
  while (cursor.getTime() <= now.getTime()) {
    if (isWorkingDay(cursor)) count += 1;
    cursor = new Date(cursor.getTime() + DAY_MS);
  }
  return count;
}
