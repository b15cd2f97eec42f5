import {
  type CaseDecisionsReply,
  centsToMoney,
  type DocumentDecisionReply,
  type FirstTransferReply,
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

export const firstTransferReply = (
  row: Selectable<FirstTransfersTable>,
  recordedBy: string | null,
): FirstTransferReply => ({
  id: row.id,
  source: row.source,
  payer_name: row.payer_name,
  payer_iban: row.payer_iban,
  amount: centsToMoney(row.amount_cents),
  value_date: row.value_date,
  outcome: row.outcome,
  hold_reason: row.hold_reason,
  recorded_by: recordedBy,
  received_at: row.received_at,
});

/** The first transfers received on the case's account, newest first. */
export async function firstTransfers(db: Kysely<Database>, caseId: string): Promise<FirstTransferReply[]> {
  const rows = await db
    .selectFrom('first_transfers as f')
    .leftJoin('operators as o', 'o.id', 'f.operator_id')
    .selectAll('f')
    .select('o.name as operator_name')
    .where('f.company_id', '=', caseId)
    .orderBy('f.received_at', 'desc')
    .execute();
  return rows.map(({ operator_name, ...row }) => firstTransferReply(row, operator_name));
}

/** Whether a counted first transfer is on record: a signup account may then be opened. */
export async function hasCountedFirstTransfer(db: Kysely<Database>, caseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('first_transfers')
    .select('id')
    .where('company_id', '=', caseId)
    .where('outcome', '=', 'counted')
    .executeTakeFirst();
  return row !== undefined;
}

/** The decisions side of the case page. */
export async function caseDecisionsReply(
  db: Kysely<Database>,
  facts: CaseFacts,
  reviewers: ReadonlySet<string>,
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
    document_decisions: await documentDecisions(db, facts.id),
    first_transfers: await firstTransfers(db, facts.id),
  };
}
