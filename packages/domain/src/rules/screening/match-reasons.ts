import type { TokenMatchKind } from './token-similarity';

/**
 * Why a listed entry was found close to a screened person or company: every figure an operator
 * and a compliance officer need to judge the hit, in data (the back-office words them).
 */

/** A word of the screened name and the word of the listed name it was paired with. */
export interface WordReason {
  query: string;
  listed: string;
  kind: TokenMatchKind;
  similarity: number;
}

export interface NameReason {
  kind: 'name';
  /** The listed name that matched best, as the list writes it. */
  listedName: string;
  alias: boolean;
  /** The publisher marks this name as of low quality. */
  weak: boolean;
  /** The screened name, as declared. */
  queryName: string;
  /** How alike the two names are (0–1), before birth date and nationality. */
  similarity: number;
  words: WordReason[];
  /** Words of each name left without a partner (particles aside). */
  unmatchedQuery: string[];
  unmatchedListed: string[];
  /** The given name matched the listed family name and the other way round. */
  orderSwapped: boolean;
  /** Companies: the legal forms left out of the comparison (SARL, LLC, OOO…). */
  legalForms: string[];
}

/** How a declared birth date compares with the listed one, closest first. */
export const BIRTH_DATE_COMPARISONS = [
  'same_date',
  'same_month',
  'same_year',
  'within_range',
  'near_circa',
  'same_year_other_day',
  'year_apart',
  'other_year',
] as const;

export type BirthDateComparison =
  | 'same_date'
  | 'same_month'
  | 'same_year'
  | 'within_range'
  | 'near_circa'
  | 'same_year_other_day'
  | 'year_apart'
  | 'other_year';

export interface BirthDateReason {
  kind: 'birth_date';
  how: BirthDateComparison;
  query: string;
  /** The listed date it was compared with ("1961", "1961-04", "1961-04-12", "1958–1962", "~1960"). */
  listed: string;
  /** What it adds to (or takes from) the name's similarity. */
  effect: number;
}

export interface NationalityReason {
  kind: 'nationality';
  how: 'same' | 'other';
  query: string[];
  listed: string[];
  effect: number;
}

export type MatchReason = NameReason | BirthDateReason | NationalityReason;
