import { type BankFeedTransfer, compactIban, decideFirstTransfer, moneyToCents } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { FirstTransfersTable } from '../../db/tables/decisions';
import { newId } from '../../ids';
import type { FeedReceipt, FeedReceiver, FirstTransferContext } from '../bank-feed/bank-feed.service';

const receiptOf = (row: Selectable<FirstTransfersTable>): FeedReceipt => ({
  recordId: row.id,
  reply: { outcome: row.outcome, hold_reason: row.hold_reason, shareholder_id: null },
});

/**
 * The bank feed's transfer crediting a signup's current account before it opens: recorded as its
 * first transfer (counted, or held with the reason) with a journal entry by the feed.
 */
export function createFirstTransferReceiver({
  clock,
  audit,
}: {
  clock: Clock;
  audit: AuditJournal;
}): FeedReceiver<FirstTransferContext> {
  return {
    async receive(
      trx: Kysely<Database>,
      transfer: BankFeedTransfer,
      { account, facts }: FirstTransferContext,
    ) {
      const amountCents = moneyToCents(transfer.amount);
      const decision = decideFirstTransfer({
        amountCents,
        payerIban: transfer.payer_iban,
        payerName: transfer.payer_name,
        company: { name: facts.name, legalForm: facts.legalForm },
      });
      const row: Selectable<FirstTransfersTable> = {
        id: newId(),
        company_id: facts.id,
        account_id: account.id,
        source: 'bank_feed',
        transfer_id: transfer.transfer_id,
        payer_name: transfer.payer_name,
        payer_iban: compactIban(transfer.payer_iban),
        amount_cents: amountCents,
        value_date: transfer.value_date,
        outcome: decision.outcome,
        hold_reason: decision.holdReason,
        operator_id: null,
        received_at: clock.now().toISOString(),
      };
      await trx.insertInto('first_transfers').values(row).execute();
      await audit.append(trx, {
        actor: { type: 'system', id: 'bank-feed' },
        action: 'case.first_transfer_recorded',
        object: { type: 'first_transfer', id: row.id },
        caseId: facts.id,
        after: {
          transfer_id: row.transfer_id,
          amount_cents: row.amount_cents,
          payer_name: row.payer_name,
          payer_iban: row.payer_iban,
          outcome: row.outcome,
          hold_reason: row.hold_reason,
        },
      });
      return receiptOf(row);
    },

    async receiptOf(db: Kysely<Database>, recordId: string) {
      return receiptOf(
        await db
          .selectFrom('first_transfers')
          .selectAll()
          .where('id', '=', recordId)
          .executeTakeFirstOrThrow(),
      );
    },
  };
}
