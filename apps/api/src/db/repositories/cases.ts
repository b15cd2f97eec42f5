import {
  APPROVAL_TARGETS,
  approvalStepOf,
  isLocale,
  type Journey,
  journeyOf,
  type Locale,
  type OpeningStatus,
} from '@app/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors';
import type { Database } from '../schema';

/** What a decision needs to know of an opening: its status, journey, customer and account. */
export interface CaseFacts {
  id: string;
  name: string;
  legalForm: string | null;
  /** A sole trader's home is at the practice (their proof of address proves it); null for a company. */
  homeIsPractice: boolean | null;
  journey: Journey;
  status: OpeningStatus;
  user: { id: string; email: string; firstName: string; lastName: string; locale: Locale };
  account: { id: string; uuid: string; iban: string; bic: string; holderName: string } | null;
}

/** An opening as the bank's decisions read it: its facts, its status, who reviewed it. */
export function createCaseRepository(db: Kysely<Database>) {
  return {
    /** The opening (a company with its user and account), or 404. */
    facts: (caseId: string) => caseFacts(db, caseId),
    /** The operators who reviewed the case: started its review, asked for documents or decided on one. */
    reviewers: (caseId: string) => reviewersOf(db, caseId),

    /**
     * The operator whose approval the case's next step waits for is on record (its latest): an
     * approval is the move out of a review to one of the step's statuses (APPROVAL_TARGETS).
     */
    async approval(
      facts: Pick<CaseFacts, 'id' | 'journey' | 'status'>,
    ): Promise<{ id: string; name: string } | null> {
      const row = await db
        .selectFrom('opening_events as e')
        .innerJoin('operators as o', 'o.id', 'e.actor_id')
        .select(['o.id', 'o.name'])
        .where('e.company_id', '=', facts.id)
        .where('e.actor_kind', '=', 'operator')
        .where('e.from_status', '=', 'under_review')
        .where('e.to_status', 'in', [...APPROVAL_TARGETS[approvalStepOf(facts.journey, facts.status)]])
        .orderBy('e.seq', 'desc')
        .executeTakeFirst();
      return row ?? null;
    },

    /** Where the case's current review started (the move into under_review), if it is under review. */
    async reviewedFrom(caseId: string): Promise<OpeningStatus | null> {
      const row = await db
        .selectFrom('opening_events')
        .select('from_status')
        .where('company_id', '=', caseId)
        .where('to_status', '=', 'under_review')
        .where('from_status', '!=', 'documents_requested')
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      return row?.from_status ?? null;
    },

    /** Whether the opening was ever open (its moves say so, whatever it is now). */
    async everOpen(caseId: string): Promise<boolean> {
      const row = await db
        .selectFrom('opening_events')
        .select('seq')
        .where('company_id', '=', caseId)
        .where('to_status', '=', 'open')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The opening's status as stored (undefined: no such company). */
    async status(companyId: string): Promise<OpeningStatus | undefined> {
      const row = await db
        .selectFrom('companies')
        .select('opening_status')
        .where('id', '=', companyId)
        .executeTakeFirst();
      return row?.opening_status;
    },
  };
}

export type CaseRepository = ReturnType<typeof createCaseRepository>;

async function caseFacts(db: Kysely<Database>, caseId: string): Promise<CaseFacts> {
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    // The company's current account once it has one (an enrollment's opens last, beside the
    // blocked account of its deposit), else the account its completion gave it.
    .leftJoin('accounts as a', (join) =>
      join
        .onRef('a.company_id', '=', 'c.id')
        .on((eb) =>
          eb.or([
            eb('a.kind', '=', 'current'),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('accounts as current')
                  .select('current.id')
                  .whereRef('current.company_id', '=', 'c.id')
                  .where('current.kind', '=', 'current'),
              ),
            ),
          ]),
        ),
    )
    .select([
      'c.id',
      'c.name',
      'c.legal_form',
      'c.home_is_practice',
      'c.registration_type',
      'c.opening_status',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'a.id as account_id',
      'a.uuid as account_uuid',
      'a.iban',
      'a.bic',
      'a.holder_name',
    ])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  if (!row) throw notFound('case');
  return {
    id: row.id,
    name: row.name,
    legalForm: row.legal_form,
    homeIsPractice: row.home_is_practice === null ? null : row.home_is_practice === 1,
    journey: journeyOf(row.registration_type),
    status: row.opening_status,
    user: {
      id: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      locale: isLocale(row.language) ? row.language : 'fr',
    },
    account:
      row.account_id && row.account_uuid && row.iban && row.bic && row.holder_name
        ? {
            id: row.account_id,
            uuid: row.account_uuid,
            iban: row.iban,
            bic: row.bic,
            holderName: row.holder_name,
          }
        : null,
  };
}

async function reviewersOf(db: Kysely<Database>, caseId: string): Promise<Set<string>> {
  const moved = await db
    .selectFrom('opening_events')
    .select('actor_id')
    .where('company_id', '=', caseId)
    .where('actor_kind', '=', 'operator')
    .where('to_status', 'in', ['under_review', 'documents_requested'])
    .execute();
  const decided = await db
    .selectFrom('document_decisions')
    .select('operator_id')
    .where('company_id', '=', caseId)
    .execute();
  return new Set([
    ...moved.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
    ...decided.map((row) => row.operator_id),
  ]);
}
