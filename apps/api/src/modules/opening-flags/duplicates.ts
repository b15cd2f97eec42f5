import { isSamePerson } from '@app/domain';
import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { DeclaredPerson } from '../../db/repositories/duplicate-candidates';
import type { Database } from '../../db/schema';

type Repos = ReposOf<'openingFlags' | 'duplicateCandidates'>;

/** A person of another opening a duplicate_person flag names. */
interface PersonMatch {
  case_id: string;
  person_id: string;
}

const caseIdsIn = (details: Record<string, unknown> | undefined): string[] =>
  Array.isArray(details?.other_case_ids) ? details.other_case_ids.filter((id) => typeof id === 'string') : [];

const matchesIn = (details: Record<string, unknown> | undefined): PersonMatch[] =>
  Array.isArray(details?.matches)
    ? details.matches.filter(
        (match): match is PersonMatch =>
          typeof match?.case_id === 'string' && typeof match?.person_id === 'string',
      )
    : [];

/**
 * Duplicate detection, raised on both openings and re-evaluated whenever what it compares changes
 * (inside the change's transaction): an opening's SIREN shared with another open or pending
 * opening (duplicate_siren, about the company), a person declared in another one
 * (duplicate_person, about the person). An opening that no longer matches loses its flag, and so
 * does the other side.
 */
export function createDuplicateDetection(repos: Repos) {
  /** The opening's duplicate_siren flag, from what it shares now. */
  async function refreshSiren(trx: Kysely<Database>, companyId: string, now: string): Promise<void> {
    const candidates = repos.duplicateCandidates(trx);
    const siren = await candidates.sirenOf(companyId);
    const others =
      siren && (await candidates.isComparable(companyId))
        ? (await candidates.openingsWithSiren(siren)).filter((opening) => opening.id !== companyId)
        : [];
    await repos
      .openingFlags(trx)
      .set(
        companyId,
        'duplicate_siren',
        '',
        others.length > 0 ? { siren, other_case_ids: others.map((opening) => opening.id) } : null,
        now,
      );
  }

  /** The same person in other comparable openings than their own. */
  async function matchesOf(trx: Kysely<Database>, person: DeclaredPerson): Promise<DeclaredPerson[]> {
    const candidates = repos.duplicateCandidates(trx);
    if (!person.birthDate || !(await candidates.isComparable(person.companyId))) return [];
    return (await candidates.peopleBornOn(person.birthDate)).filter(
      (other) => other.companyId !== person.companyId && isSamePerson(person, other),
    );
  }

  /** A person's duplicate_person flag, from who they match now (cleared when they are gone). */
  async function refreshPerson(trx: Kysely<Database>, personId: string, companyId: string, now: string) {
    const person = (await repos.duplicateCandidates(trx).peopleOf(companyId)).find(
      (declared) => declared.id === personId,
    );
    const matches = person ? await matchesOf(trx, person) : [];
    await repos.openingFlags(trx).set(
      companyId,
      'duplicate_person',
      personId,
      person && matches.length > 0
        ? {
            first_name: person.firstName,
            last_name: person.lastName,
            birth_date: person.birthDate,
            matches: matches.map((match) => ({ case_id: match.companyId, person_id: match.id })),
          }
        : null,
      now,
    );
    return matches;
  }

  const previousFlag = async (trx: Kysely<Database>, companyId: string, code: string, subjectId: string) =>
    (await repos.openingFlags(trx).list(companyId)).find(
      (flag) => flag.code === code && (flag.subjectId ?? '') === subjectId,
    )?.details;

  return {
    /**
     * The opening's SIREN was given or changed: this opening, the openings it shares it with and
     * those it shared its former SIREN with are each flagged with what they share now.
     */
    async companyChanged(trx: Kysely<Database>, companyId: string, now: string): Promise<void> {
      const formerPartners = caseIdsIn(await previousFlag(trx, companyId, 'duplicate_siren', ''));
      const candidates = repos.duplicateCandidates(trx);
      const siren = await candidates.sirenOf(companyId);
      const sharing = siren ? (await candidates.openingsWithSiren(siren)).map((opening) => opening.id) : [];
      for (const id of new Set([companyId, ...sharing, ...formerPartners])) await refreshSiren(trx, id, now);
    },

    /**
     * A person was declared, changed or removed: they, the people they match now and those they
     * matched before are each flagged with who they match now.
     */
    async personChanged(trx: Kysely<Database>, companyId: string, personId: string, now: string) {
      const former = matchesIn(await previousFlag(trx, companyId, 'duplicate_person', personId));
      const matches = await refreshPerson(trx, personId, companyId, now);
      const others = new Map<string, string>([
        ...former.map((match): [string, string] => [match.person_id, match.case_id]),
        ...matches.map((match): [string, string] => [match.id, match.companyId]),
      ]);
      for (const [otherId, otherCompanyId] of others) await refreshPerson(trx, otherId, otherCompanyId, now);
    },
  };
}
