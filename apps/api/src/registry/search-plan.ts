import { normalizeCompanySearchQuery, normalizeSearchText } from '@app/domain';

/** Words too common in names to narrow a search; dropped when the query has other words. */
const STOP_WORDS = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'sur',
]);

export type SearchPlan =
  | { kind: 'siren'; siren: string }
  | { kind: 'siret'; siret: string }
  /** 3 to 13 digits: the sirens (up to 9 digits) or sirets starting with them. */
  | { kind: 'number-prefix'; prefix: string }
  /** Normalised words: whole words, the last one possibly incomplete (typed so far). */
  | { kind: 'words'; words: string[] }
  | { kind: 'empty'; reason: 'query_too_short' };

/**
 * What a company search query asks for. Queries that would match most of the register (one
 * letter, only punctuation, one or two digits) are answered empty at once rather than scanned.
 */
export function planSearch(query: string): SearchPlan {
  const parsed = normalizeCompanySearchQuery(query);
  if (parsed.kind === 'siret') return { kind: 'siret', siret: parsed.value };
  if (parsed.kind === 'siren') return { kind: 'siren', siren: parsed.value };
  if (parsed.kind === 'number') {
    return parsed.value.length >= 3 ? { kind: 'number-prefix', prefix: parsed.value } : tooShort;
  }
  const all = normalizeSearchText(parsed.value).split(' ').filter(Boolean);
  // One-letter words and stop words add little and each costs a scan of a huge index list.
  const meaningful = all.filter((word) => !STOP_WORDS.has(word) && word.length >= 2);
  const words = meaningful.length > 0 ? meaningful : all.filter((word) => word.length >= 2);
  if (words.length === 0) return tooShort;
  return { kind: 'words', words: [...new Set(words)].slice(0, 8) };
}

const tooShort: SearchPlan = { kind: 'empty', reason: 'query_too_short' };
