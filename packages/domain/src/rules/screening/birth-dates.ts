import type { ListedBirthDate } from './listed-entry';
import type { BirthDateComparison, BirthDateReason } from './match-reasons';

/**
 * What a birth date known on both sides does to a name's similarity. The same date raises it;
 * another year lowers it enough that a perfect name falls below any usual threshold (a namesake
 * born another year is another person), while a year apart only lowers it a little, as lists
 * and documents disagree by a year often enough (a date given "about" that year, a misprint).
 */
export const BIRTH_DATE_EFFECT: Readonly<Record<BirthDateComparison, number>> = {
  same_date: 0.05,
  same_month: 0.04,
  same_year: 0.03,
  within_range: 0.02,
  near_circa: 0,
  same_year_other_day: -0.1,
  year_apart: -0.1,
  other_year: -0.3,
};

/** Years either side of a date the list gives "about" (circa) that still count as that date. */
const CIRCA_YEARS = 2;

interface DateParts {
  year: number;
  month: number | null;
  day: number | null;
}

function partsOf(date: string): DateParts | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  if (!match) return null;
  return {
    year: Number(match[1]),
    month: match[2] ? Number(match[2]) : null,
    day: match[3] ? Number(match[3]) : null,
  };
}

const byYears = (distance: number): BirthDateComparison => (distance === 1 ? 'year_apart' : 'other_year');

function compareOne(query: DateParts, listed: ListedBirthDate): BirthDateComparison | null {
  if ('yearFrom' in listed) {
    if (query.year >= listed.yearFrom && query.year <= listed.yearTo) return 'within_range';
    return byYears(Math.min(Math.abs(query.year - listed.yearFrom), Math.abs(query.year - listed.yearTo)));
  }
  const date = partsOf(listed.date);
  if (!date) return null;
  const years = Math.abs(query.year - date.year);
  if (listed.circa) return years <= CIRCA_YEARS ? 'near_circa' : byYears(years - CIRCA_YEARS);
  if (years > 0) return byYears(years);
  if (date.month === null || query.month === null) return 'same_year';
  if (date.month !== query.month) return 'same_year_other_day';
  if (date.day === null || query.day === null) return 'same_month';
  return date.day === query.day ? 'same_date' : 'same_year_other_day';
}

const describe = (listed: ListedBirthDate): string =>
  'yearFrom' in listed
    ? `${listed.circa ? '~' : ''}${listed.yearFrom}–${listed.yearTo}`
    : `${listed.circa ? '~' : ''}${listed.date}`;

/**
 * The screened person's birth date (YYYY-MM-DD, or a year) against the entry's listed ones: the
 * closest listed date decides (an entry may be listed with several). Null when either side has none.
 */
export function compareBirthDates(
  query: string | null | undefined,
  listed: readonly ListedBirthDate[],
): BirthDateReason | null {
  const parts = query ? partsOf(query) : null;
  if (!parts || !query) return null;
  let best: BirthDateReason | null = null;
  for (const date of listed) {
    const how = compareOne(parts, date);
    if (how === null) continue;
    const effect = BIRTH_DATE_EFFECT[how];
    if (!best || effect > best.effect)
      best = { kind: 'birth_date', how, query, listed: describe(date), effect };
  }
  return best;
}
