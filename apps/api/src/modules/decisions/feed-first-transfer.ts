import {
  type BankFeedReply,
  type BankFeedTransfer,
  compactIban,
  decideFirstTransfer,
  FIRST_TRANSFER_STATUSES,
  moneyToCents,
} from '@app/domain';
import type { Selectable } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { ReposOf } from '../../db/repositories';
import type { FirstTransfersTable } from '../../db/tables/decisions';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { newId, sha256 } from '../../ids';
import type { AppDeps } from '../../types';

/** Every field of the feed's body in a fixed order: a replay is the same transfer only if all are the same. */
const bodyHash = (transfer: BankFeedTransfer) =>
  sha256(
    JSON.stringify([
      transfer.transfer_id,
      transfer.payer_name,
      compactIban(transfer.payer_iban),
      transfer.amount,
      transfer.reference,
      transfer.value_date,
      transfer.account_iban ? compactIban(transfer.account_iban) : null,
    ]),
  );

const feedReply = (row: Selectable<FirstTransfersTable>, replayed: boolean): BankFeedReply => ({
  transfer_id: row.transfer_id ?? '',
  outcome: row.outcome === 'accepted' ? 'counted' : 'held',
  hold_reason: row.hold_reason,
  shareholder_id: null,
  replayed,
});

/**
 * The bank feed's transfer when it credits a signup's current account before it opens: recorded
 * as its first transfer (accepted, or held with the reason) with a journal entry by the feed.
 * Undefined for any other transfer, which the capital deposit's matching then takes.
 */
export function createFeedFirstTransfers(deps: AppDeps & { audit: AuditJournal; repos: ReposOf<'cases'> }) {
  const { db, clock, audit, repos } = deps;

  async function replayOf(transfer: BankFeedTransfer) {
    const row = await db
      .selectFrom('first_transfers')
      .selectAll()
      .where('transfer_id', '=', transfer.transfer_id)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.body_hash !== bodyHash(transfer))
      throw new AppError('conflict', 'deposit.error.transfer_conflict');
    return { reply: feedReply(row, true), created: false };
  }

  return async function receive(
    transfer: BankFeedTransfer,
  ): Promise<{ reply: BankFeedReply; created: boolean } | undefined> {
    if (!transfer.account_iban) return undefined;
    const earlier = await replayOf(transfer);
    if (earlier) return earlier;
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'company_id'])
      .where('iban', '=', compactIban(transfer.account_iban))
      .where('kind', '=', 'current')
      .executeTakeFirst();
    if (!account) return undefined;
    try {
      return await db.transaction().execute(async (trx) => {
        const facts = await repos.cases(trx).facts(account.company_id);
        if (facts.journey !== 'signup' || !FIRST_TRANSFER_STATUSES.includes(facts.status)) return undefined;
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
          body_hash: bodyHash(transfer),
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
        return { reply: feedReply(row, false), created: true };
      });
    } catch (error) {
      // The same id arrived at the same instant: the first one stands.
      if (isUniqueViolation(error)) {
        const again = await replayOf(transfer);
        if (again) return again;
      }
      throw error;
    }
  };
}
