import {
  DEFAULT_NUMBER_OF_ACTIONS,
  isLimitedLiability,
  journeyOf,
  type RepresentativesValidReply,
  requiredPersonProofs,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { DocumentSubject } from '../../db/repositories/documents';
import { isPersonRecord } from '../../db/repositories/person-record';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { createMandates } from './mandates';
import { isPersonComplete, type OpeningPeople, type PeopleOnFile } from './opening-people';
import { checkPeople } from './people-check';
import type { PeopleDeps, PeopleParts } from './people-parts';
import { toEntries } from './people-replies';
import { personAnswersOf } from './person-answers';
import { PERSON_PROOF_TYPES, proofSlots, proofSubjects } from './person-proofs';
import { createPersons } from './persons';

export type { OpeningPeople, PeopleOnFile } from './opening-people';
export type { RepresentativeTarget, SoleTraderPractice } from './persons';

/** A document slot the bank needs filled: its subject and its kind. */
export type ProofSlot = DocumentSubject & { type: string };

/**
 * An opening's people: the natural persons (legal representatives, shareholders, beneficial
 * owners, the account user) and the companies declared as mandataries or shareholders, in one
 * table and one list. Every rule reads them loaded once (`load`, or `loadOnFile` with their proofs
 * and register checks); a request writes in one transaction and answers from one reading.
 */
export function createPeopleService(deps: PeopleDeps) {
  const { db, repos } = deps;

  /** The company (only the user's own: another's reads as 404) and its people. */
  async function load(conn: Kysely<Database>, companyId: string, userId: string): Promise<OpeningPeople> {
    const company = await repos.companies(conn).findOwned(companyId, userId);
    if (!company) throw notFound('company');
    return {
      company,
      records: await repos.people(conn).listByCompany(company.id),
      journey: journeyOf(company.registration_type),
      totalShares: company.number_of_actions ?? DEFAULT_NUMBER_OF_ACTIONS,
    };
  }

  /** The people with their latest proofs and register checks: one query for each. */
  async function loadOnFile(
    conn: Kysely<Database>,
    companyId: string,
    userId: string,
  ): Promise<PeopleOnFile> {
    const people = await load(conn, companyId, userId);
    const [proofs, verifications] = await Promise.all([
      repos.documents(conn).latestOfSlots(proofSubjects(people.records), PERSON_PROOF_TYPES),
      deps.healthProfessionals.verificationsOf(
        conn,
        people.records.filter((record) => !record.is_company).map((record) => record.id),
      ),
    ]);
    return { ...people, proofs, verifications };
  }

  const shared: PeopleParts = { ...deps, load, loadOnFile };

  return {
    load,
    loadOnFile,
    /** Whether the people are complete for the bank (validate-representatives and completion). */
    check: checkPeople,

    /**
     * A sole trader's own due diligence, given on the business form, is complete for the bank
     * (the person's rules in a sole trader's context: birth, home, declarations, RPPS / ADELI).
     */
    holderComplete(people: OpeningPeople): boolean {
      const holder = people.records.filter(isPersonRecord).find((record) => record.is_user);
      return !!holder && isPersonComplete(people, holder);
    },

    async list(companyId: string, userId: string) {
      return toEntries(deps.config.publicApiUrl, await loadOnFile(db, companyId, userId));
    },

    /**
     * GET /companies/{id}/validate-representatives: every person valid, their proofs on file, a
     * beneficial owner, the shares allocated; else a 422 with per-person messages and by field.
     */
    async validate(
      companyId: string,
      userId: string,
      { certified }: { certified: boolean } = { certified: false },
    ): Promise<RepresentativesValidReply> {
      const people = await loadOnFile(db, companyId, userId);
      const check = checkPeople(people);
      if (check.messages.length > 0) {
        throw new AppError('validation_failed', 'validation.form_invalid', check.fields, {
          messages: check.messages,
        });
      }
      if (certified) {
        await repos
          .companies(db)
          .setRepresentativesCertified(people.company.id, deps.clock.now().toISOString());
      }
      return { valid: true };
    },

    /**
     * The proofs the bank needs of the people (spec §5): each identity card of a beneficial owner,
     * legal representative or politically exposed person, the mandate of an account user who is
     * not a legal representative. None for a form without the people's step.
     */
    async requiredProofs(conn: Kysely<Database>, companyId: string, userId: string): Promise<ProofSlot[]> {
      const people = await load(conn, companyId, userId);
      if (
        isLimitedLiability({
          legalForm: people.company.legal_form,
          limitedLiability: people.company.limited_liability,
          limitedLiabilityForms: deps.config.limitedLiabilityForms,
        })
      ) {
        return [];
      }
      return people.records.flatMap((record) =>
        record.is_company
          ? []
          : requiredPersonProofs(personAnswersOf(record)).map((type) => ({
              ...(type === 'identity_card' ? proofSlots(record).identityCard : proofSlots(record).mandate),
              type,
            })),
      );
    },

    persons: createPersons(shared),
    mandates: createMandates(shared),
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
