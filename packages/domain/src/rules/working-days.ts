/**
 * Working days (Monday to Friday, UTC) for the back-office's service level: a case is overdue
 * once more than `days` working days passed since its submission. Public holidays are not
 * counted out (a known simplification, documented in docs/backoffice.md).
 */
const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` working days before `now`: submissions before it are overdue. */
export function workingDaysBefore(now: Date, days: number): Date {
  let cursor = new Date(now.getTime());
  let left = days;
  while (left > 0) {
    cursor = new Date(cursor.getTime() - DAY_MS);
    if (!isWeekend(cursor)) left -= 1;
  }
  return cursor;
}

/** Whole working days between `from` and `now` (0 the same day). */
export function workingDaysBetween(from: Date, now: Date): number {
  let count = 0;
  let cursor = new Date(from.getTime() + DAY_MS);
  while (cursor.getTime() <= now.getTime()) {
    if (!isWeekend(cursor)) count += 1;
    cursor = new Date(cursor.getTime() + DAY_MS);
  }
  return count;
}
