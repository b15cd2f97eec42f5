import {
  type ListedEntry,
  type MatchReason,
  SCREENING_LISTS,
  type ScreenedCompany,
  type ScreenedPerson,
  type ScreeningIndex,
  type ScreeningListId,
  type ScreeningMatch,
  screenCompany,
  screenPerson,
} from '@app/domain';
import type { ListVersion } from '../../db/repositories/screening';

export interface ScreeningSettings {
  /** A listed entry scoring at least this is a hit. */
  threshold: number;
  /** A hit scoring at least this is a strong one: clearing it takes a second operator. */
  highScore: number;
}

/** A listed entry close enough to the screened person or company, and where it was listed. */
export interface ScreeningHit {
  list: ScreeningListId;
  /** The publication the entry was read from: its SHA-256 and its day. */
  version: { key: string; publishedOn: string | null };
  entry: ListedEntry;
  /** 0–1. */
  score: number;
  /** At least the high score: clearing this hit takes a second operator. */
  high: boolean;
  /** Why: the names' words pair by pair, the birth date, the nationality. */
  reasons: MatchReason[];
}

/** A screening's outcome: which publications were read, which lists were missing, the hits. */
export interface ScreeningOutcome {
  versions: ListVersion[];
  /** Lists never imported: a screening without them is not a complete one. */
  missing: ScreeningListId[];
  hits: ScreeningHit[];
}

/** The current versions of the lists, each with its index, ready to screen without reading anything. */
export interface Screener {
  versions: ListVersion[];
  screenPerson(person: ScreenedPerson): ScreeningOutcome;
  screenCompany(company: ScreenedCompany): ScreeningOutcome;
}

export interface IndexedVersion {
  version: ListVersion;
  index: ScreeningIndex;
}

/** A screener over indexed versions: every list's hits together, the best first. */
export function screenerOf(indexed: readonly IndexedVersion[], settings: ScreeningSettings): Screener {
  const versions = indexed.map((item) => item.version);
  const missing = SCREENING_LISTS.filter((list) => !versions.some((version) => version.list === list));
  const outcome = (matchesOf: (index: ScreeningIndex) => ScreeningMatch[]): ScreeningOutcome => ({
    versions,
    missing,
    hits: indexed
      .flatMap(({ version, index }) =>
        matchesOf(index).map(
          (match): ScreeningHit => ({
            list: version.list,
            version: { key: version.key, publishedOn: version.publishedOn },
            entry: match.entry,
            score: match.score,
            high: match.score >= settings.highScore,
            reasons: match.reasons,
          }),
        ),
      )
      .sort((a, b) => b.score - a.score || a.list.localeCompare(b.list)),
  });
  return {
    versions,
    screenPerson: (person) => outcome((index) => screenPerson(index, person, settings.threshold)),
    screenCompany: (company) => outcome((index) => screenCompany(index, company, settings.threshold)),
  };
}
