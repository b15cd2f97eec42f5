import { BIRTH_DATE_EFFECT, compareBirthDates } from './birth-dates';
import { compareCompanyNames, prepareCompanyName, type ScreenedCompany } from './company-names';
import type { ListedEntry, ListedName } from './listed-entry';
import type { MatchReason, NameReason } from './match-reasons';
import { compareNationalities, NATIONALITY_EFFECT } from './nationalities';
import {
  type PersonNameScore,
  personNameReason,
  preparePersonName,
  roundScore,
  type ScreenedPerson,
  scorePersonNames,
} from './person-names';
import { type ScreeningIndex, unitKeys } from './screening-index';

/** An entry found close enough to the screened person or company. */
export interface ScreeningMatch {
  entry: ListedEntry;
  /** 0–1: the best listed name's similarity, raised or lowered by birth date and nationality. */
  score: number;
  /** The name first, then the birth date and the nationality when both sides have them. */
  reasons: MatchReason[];
}

/** The most a birth date and a nationality can add to a name's similarity. */
const MOST_ADDED = Math.max(...Object.values(BIRTH_DATE_EFFECT)) + NATIONALITY_EFFECT.same;

/**
 * A listed person is compared when two parts of the screened name meet theirs (a given name and
 * the family name, two given names): one shared given name alone never reaches the threshold.
 */
const PERSON_PARTS_SHARED = 2;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const byScore = (a: ScreeningMatch, b: ScreeningMatch) =>
  b.score - a.score || a.entry.list.localeCompare(b.entry.list) || a.entry.id.localeCompare(b.entry.id);

/**
 * The listed persons close to a person: every entry of the index sharing a blocking key with the
 * person's names is compared name by name; its best name, with the birth date and nationality
 * when both sides have them, gives the score. Entries scoring at least `threshold`, best first.
 */
export function screenPerson(
  index: ScreeningIndex,
  person: ScreenedPerson,
  threshold: number,
): ScreeningMatch[] {
  const query = preparePersonName(person);
  const matches: ScreeningMatch[] = [];
  for (const candidate of index.candidates('person', unitKeys(query), PERSON_PARTS_SHARED)) {
    // Every name scored, the reasons written for the best one only.
    let best: { name: ListedName; score: PersonNameScore } | undefined;
    for (const name of candidate.names) {
      if (!name.person) continue;
      const score = scorePersonNames(query, name.person, name.name);
      if (!best || score.similarity > best.score.similarity) best = { name: name.name, score };
    }
    if (!best || best.score.similarity + MOST_ADDED < threshold) continue;
    const named = personNameReason(query, best.name, best.score);
    const reasons: MatchReason[] = [named];
    const birth = compareBirthDates(person.birthDate, candidate.entry.birthDates);
    if (birth) reasons.push(birth);
    const nationality = compareNationalities(person.nationalities, candidate.entry.nationalities);
    if (nationality) reasons.push(nationality);
    const score = roundScore(clamp(named.similarity + (birth?.effect ?? 0) + (nationality?.effect ?? 0)));
    if (score >= threshold) matches.push({ entry: candidate.entry, score, reasons });
  }
  return matches.sort(byScore);
}

/**
 * The listed entities close to a company: its name and trade name, legal forms left out, against
 * every name of the entities sharing a blocking key with them. Entries scoring at least
 * `threshold`, best first.
 */
export function screenCompany(
  index: ScreeningIndex,
  company: ScreenedCompany,
  threshold: number,
): ScreeningMatch[] {
  const queries = [company.name, company.tradeName]
    .filter((name): name is string => typeof name === 'string' && name.trim().length > 0)
    .map(prepareCompanyName);
  const parts = queries.flatMap((query) => unitKeys(query.prepared));
  const matches: ScreeningMatch[] = [];
  for (const candidate of index.candidates('entity', parts)) {
    let best: NameReason | undefined;
    for (const name of candidate.names) {
      if (!name.company) continue;
      for (const query of queries) {
        const reason = compareCompanyNames(query, name.company, name.name);
        if (!best || reason.similarity > best.similarity) best = reason;
      }
    }
    if (best && best.similarity >= threshold) {
      matches.push({ entry: candidate.entry, score: best.similarity, reasons: [best] });
    }
  }
  return matches.sort(byScore);
}
