/**
 * France's public holidays (metropolitan, the bank's working calendar): eight fixed dates and
 * three that follow Easter. Dates are UTC calendar days as `YYYY-MM-DD`.
 */
const FIXED_HOLIDAYS = [
  ['01-01', 'new_year'],
  ['05-01', 'labour_day'],
  ['05-08', 'victory_1945'],
  ['07-14', 'national_day'],
  ['08-15', 'assumption'],
  ['11-01', 'all_saints'],
  ['11-11', 'armistice'],
  ['12-25', 'christmas'],
] as const;

/** Days after Easter Sunday of the holidays that move with it. */
const EASTER_OFFSETS = [
  [1, 'easter_monday'],
  [39, 'ascension'],
  [50, 'whit_monday'],
] as const;

export type FrenchPublicHoliday = (typeof FIXED_HOLIDAYS)[number][1] | (typeof EASTER_OFFSETS)[number][1];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of the Gregorian calendar (anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const holidaysByYear = new Map<number, ReadonlyMap<string, FrenchPublicHoliday>>();

/** The year's public holidays, by `YYYY-MM-DD`. */
export function frenchPublicHolidays(year: number): ReadonlyMap<string, FrenchPublicHoliday> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const days = new Map<string, FrenchPublicHoliday>();
  for (const [monthDay, name] of FIXED_HOLIDAYS) days.set(`${year}-${monthDay}`, name);
  const easter = easterSunday(year).getTime();
  for (const [offset, name] of EASTER_OFFSETS) {
    days.set(new Date(easter + offset * DAY_MS).toISOString().slice(0, 10), name);
  }
  holidaysByYear.set(year, days);
  return days;
}

export const isFrenchPublicHoliday = (date: Date): boolean =>
  frenchPublicHolidays(date.getUTCFullYear()).has(date.toISOString().slice(0, 10));
