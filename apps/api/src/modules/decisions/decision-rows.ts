import {
  type ApprovalBlocker,
  type CaseDecisionsReply,
  centsToMoney,
  type DocumentDecisionReply,
  type FirstTransferOnRecord,
  type FirstTransferReply,
  firstTransferCounts,
  type RiskTier,
} from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { CaseFacts } from '../../db/repositories/cases';
import type { Database } from '../../db/schema';
import type { FirstTransfersTable } from '../../db/tables/decisions';

/** Every decision on the case's documents, newest first, with the operator's name. */
export async function documentDecisions(
  db: Kysely<Database>,
  caseId: string,
): Promise<DocumentDecisionReply[]> {
  const rows = await db
    .selectFrom('document_decisions as d')
    .innerJoin('operators as o', 'o.id', 'd.operator_id')
    .select([
      'd.id',
      'd.document_id',
      'd.decision',
      'd.reason',
      'd.message',
      'd.at',
      'd.fulfilled_at',
      'o.name as operator_name',
    ])
    .where('d.company_id', '=', caseId)
    .orderBy('d.at', 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...row }));
}

type FirstTransferRow = Selectable<FirstTransfersTable>;

/** The names of the operators who typed a transfer in and confirmed it. */
interface TransferPeople {
  recordedBy: string | null;
  confirmedBy: string | null;
}

export const firstTransferReply = (row: FirstTransferRow, people: TransferPeople): FirstTransferReply => ({
  id: row.id,
  source: row.source,
  payer_name: row.payer_name,
  payer_iban: row.payer_iban,
  amount: centsToMoney(row.amount_cents),
  value_date: row.value_date,
  outcome: row.outcome,
  hold_reason: row.hold_reason,
  recorded_by: people.recordedBy,
  recorded_by_id: row.operator_id,
  confirmed_by: people.confirmedBy,
  confirmed_at: row.confirmed_at,
  received_at: row.received_at,
});

/** The domain's view of a transfer on record, for its rules. */
export const onRecord = (row: FirstTransferRow): FirstTransferOnRecord => ({
  outcome: row.outcome,
  source: row.source,
  recordedBy: row.operator_id,
  confirmedBy: row.confirmed_by,
});

const withNames = (db: Kysely<Database>) =>
  db
    .selectFrom('first_transfers as f')
    .leftJoin('operators as o', 'o.id', 'f.operator_id')
    .leftJoin('operators as c', 'c.id', 'f.confirmed_by')
    .selectAll('f')
    .select(['o.name as recorder_name', 'c.name as confirmer_name']);

/** The first transfers received on the case's account, newest first. */
export async function firstTransfers(db: Kysely<Database>, caseId: string): Promise<FirstTransferReply[]> {
  const rows = await withNames(db)
    .where('f.company_id', '=', caseId)
    .orderBy('f.received_at', 'desc')
    .execute();
  return rows.map(({ recorder_name, confirmer_name, ...row }) =>
    firstTransferReply(row, { recordedBy: recorder_name, confirmedBy: confirmer_name }),
  );
}

/** One first transfer of the case, with its operators' names. */
export async function firstTransferOf(db: Kysely<Database>, caseId: string, id: string) {
  return withNames(db).where('f.company_id', '=', caseId).where('f.id', '=', id).executeTakeFirst();
}

/** Whether a first transfer that counts is on record: a signup account may then be opened. */
export async function hasCountedFirstTransfer(db: Kysely<Database>, caseId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('first_transfers')
    .selectAll()
    .where('company_id', '=', caseId)
    .where('outcome', '=', 'counted')
    .execute();
  return rows.some((row) => firstTransferCounts(onRecord(row)));
}

/** The decisions side of the case page. */
export async function caseDecisionsReply(
  db: Kysely<Database>,
  facts: CaseFacts,
  reviewers: ReadonlySet<string>,
  approval: Promise<{ id: string; name: string } | null>,
  blockers: readonly ApprovalBlocker[],
  riskTier: RiskTier | null,
  frozen: boolean,
  screeningHitsOpen: boolean,
): Promise<CaseDecisionsReply> {
  const names =
    reviewers.size === 0
      ? []
      : await db
          .selectFrom('operators')
          .select(['id', 'name'])
          .where('id', 'in', [...reviewers])
          .orderBy('name')
          .execute();
  return {
    status: facts.status,
    journey: facts.journey,
    reviewed_by: names,
    approved_by: await approval,
    approval_blockers: [...blockers],
    screening_hits_open: screeningHitsOpen,
    risk_tier: riskTier,
    frozen,
    document_decisions: await documentDecisions(db, facts.id),
    first_transfers: await firstTransfers(db, facts.id),
  };
}
