import { compactIban, decideFirstTransfer, firstTransferCounts, moneyToCents } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { CaseFacts } from '../../db/repositories/cases';
import type { Database } from '../../db/schema';
import type { FirstTransfersTable } from '../../db/tables/decisions';
import { newId } from '../../ids';
import type { FeedReceipt, FeedReceiver, FirstTransferContext } from '../bank-feed/bank-feed.service';
import type { MeasuresService } from '../measures/measures.service';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import { onRecord } from './decision-rows';

export type FirstTransferRow = Selectable<FirstTransfersTable>;

/** A first transfer as it reached the bank: from its feed (with its id) or read by an operator. */
export interface FirstTransferSeen {
  transferId: string | null;
  payerName: string;
  payerIban: string;
  /** Decimal with two places, as posted or typed. */
  amount: string;
  valueDate: string;
}

/** Who recorded it: the bank feed, or an operator for a request. */
type RecordedBy = { kind: 'bank_feed' } | { kind: 'operator'; operatorId: string; requestId: string };

const receiptOf = (row: FirstTransferRow): FeedReceipt => ({
  recordId: row.id,
  reply: { outcome: row.outcome, hold_reason: row.hold_reason, shareholder_id: null },
});

/**
 * A signup's first transfers, whoever reports them: the domain's rule decides (counted from 50 €
 * from a SEPA account in the company's name, else held with the reason), the row and its journal
 * entry are written in the caller's transaction.
 */
export function createFirstTransfers({
  clock,
  audit,
  openingFlags,
  measures,
}: {
  clock: Clock;
  audit: AuditJournal;
  openingFlags: Pick<OpeningFlagsService, 'raisePayerMismatch'>;
  measures: Pick<MeasuresService, 'firstTransferCounted'>;
}) {
  async function record(
    trx: Kysely<Database>,
    on: { facts: CaseFacts; accountId: string },
    seen: FirstTransferSeen,
    by: RecordedBy,
  ): Promise<FirstTransferRow> {
    const amountCents = moneyToCents(seen.amount);
    const decision = decideFirstTransfer({
      amountCents,
      payerIban: seen.payerIban,
      payerName: seen.payerName,
      company: { name: on.facts.name, legalForm: on.facts.legalForm },
      person: { firstName: on.facts.user.firstName, lastName: on.facts.user.lastName },
    });
    const row: FirstTransferRow = {
      id: newId(),
      company_id: on.facts.id,
      account_id: on.accountId,
      source: by.kind,
      transfer_id: seen.transferId,
      payer_name: seen.payerName,
      payer_iban: compactIban(seen.payerIban),
      amount_cents: amountCents,
      value_date: seen.valueDate,
      outcome: decision.outcome,
      hold_reason: decision.holdReason,
      operator_id: by.kind === 'operator' ? by.operatorId : null,
      confirmed_by: null,
      confirmed_at: null,
      received_at: clock.now().toISOString(),
    };
    await trx.insertInto('first_transfers').values(row).execute();
    await audit.append(trx, {
      actor:
        by.kind === 'operator'
          ? { type: 'operator', id: by.operatorId }
          : { type: 'system', id: 'bank-feed' },
      action: 'case.first_transfer_recorded',
      object: { type: 'first_transfer', id: row.id },
      caseId: on.facts.id,
      after: {
        transfer_id: row.transfer_id,
        amount_cents: row.amount_cents,
        payer_name: row.payer_name,
        payer_iban: row.payer_iban,
        outcome: row.outcome,
        hold_reason: row.hold_reason,
      },
      requestId: by.kind === 'operator' ? by.requestId : null,
    });
    // Money from someone else than the company: the bank reviews who paid.
    if (row.hold_reason === 'payer_name_mismatch') {
      await openingFlags.raisePayerMismatch(trx, {
        companyId: on.facts.id,
        recordId: row.id,
        transferKind: 'first_transfer',
        transferId: row.transfer_id,
        payerName: row.payer_name,
        expectedName: on.facts.name,
        amountCents: row.amount_cents,
        now: row.received_at,
      });
    }
    // Reported by the bank feed, it counts at once: the first payment from the customer's account.
    if (firstTransferCounts(onRecord(row))) {
      await measures.firstTransferCounted(trx, {
        caseId: on.facts.id,
        transfer: row,
        at: row.received_at,
        actor: { type: 'system', id: 'bank-feed' },
        requestId: null,
      });
    }
    return row;
  }

  /** The bank feed's receiver of a transfer crediting a signup's current account before it opens. */
  const feedReceiver: FeedReceiver<FirstTransferContext> = {
    async receive(trx, transfer, { account, facts }) {
      const seen = {
        transferId: transfer.transfer_id,
        payerName: transfer.payer_name,
        payerIban: transfer.payer_iban,
        amount: transfer.amount,
        valueDate: transfer.value_date,
      };
      return receiptOf(await record(trx, { facts, accountId: account.id }, seen, { kind: 'bank_feed' }));
    },

    async receiptOf(db, recordId) {
      return receiptOf(
        await db
          .selectFrom('first_transfers')
          .selectAll()
          .where('id', '=', recordId)
          .executeTakeFirstOrThrow(),
      );
    },
  };

  return { record, feedReceiver };
}
