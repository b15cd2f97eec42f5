import {
  DEFAULT_NUMBER_OF_ACTIONS,
  isLimitedLiability,
  journeyOf,
  type RepresentativeReply,
  type RepresentativesValidReply,
  requiredPersonProofs,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { CompanyRecord } from '../../db/repositories/company-record';
import type { DocumentSubject } from '../../db/repositories/documents';
import { isPersonRecord } from '../../db/repositories/person-record';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { createKeptReplies } from './kept-replies';
import { createMandates } from './mandates';
import { isPersonComplete, type OpeningPeople, type PeopleOnFile } from './opening-people';
import { checkPeople } from './people-check';
import type { PeopleDeps, PeopleParts } from './people-parts';
import { toEntries } from './people-replies';
import { personAnswersOf } from './person-answers';
import { PERSON_PROOF_TYPES, proofSlots, proofSubjects } from './person-proofs';
import { createPersons } from './persons';
import { today } from './verdict-memo';

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

  /** The company, only the user's own: another's reads as 404. */
  async function ownedCompany(conn: Kysely<Database>, companyId: string, userId: string) {
    const company = await repos.companies(conn).findOwned(companyId, userId);
    if (!company) throw notFound('company');
    return company;
  }

  async function peopleOf(conn: Kysely<Database>, company: CompanyRecord): Promise<OpeningPeople> {
    return {
      company,
      records: await repos.people(conn).listByCompany(company.id),
      journey: journeyOf(company.registration_type),
      totalShares: company.number_of_actions ?? DEFAULT_NUMBER_OF_ACTIONS,
    };
  }

  /** The company (only the user's own: another's reads as 404) and its people. */
  async function load(conn: Kysely<Database>, companyId: string, userId: string): Promise<OpeningPeople> {
    return peopleOf(conn, await ownedCompany(conn, companyId, userId));
  }

  /** The people with their latest proofs and register checks: one query for each. */
  async function loadOnFile(
    conn: Kysely<Database>,
    companyId: string,
    userId: string,
  ): Promise<PeopleOnFile> {
    return onFileOf(conn, await load(conn, companyId, userId));
  }

  async function onFileOf(conn: Kysely<Database>, people: OpeningPeople): Promise<PeopleOnFile> {
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

  // The list is read on every journey step, mostly unchanged since the last: its reply is kept per
  // company at the company's revision, which the database raises on any change to what it is
  // built from (kept-replies.ts, migration 2026-11-30-399).
  const keptLists = createKeptReplies({ capacity: 2000, lifetimeMs: 120_000 });

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

    /**
     * GET /representatives: the list's reply as sent, written by `serialize` (the route's reply
     * schema) when it is built, else the one kept at the company's current revision and day.
     */
    async listReply(
      companyId: string,
      userId: string,
      serialize: (entries: RepresentativeReply[]) => string,
    ): Promise<string> {
      // The revision alone first: a kept reply needs no more (the ownership is checked by both).
      const revision = await repos.companies(db).ownedRevision(companyId, userId);
      if (revision === undefined) throw notFound('company');
      const kept = keptLists.get(companyId, `${revision}/${today()}`);
      if (kept !== undefined) return kept;
      const company = await ownedCompany(db, companyId, userId);
      // Kept at the revision of the row the reply is built from (a write may have come between).
      const stamp = `${company.revision}/${today()}`;
      const reply = serialize(
        toEntries(deps.config.publicApiUrl, await onFileOf(db, await peopleOf(db, company))),
      );
      keptLists.keep(company.id, stamp, reply);
      return reply;
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
