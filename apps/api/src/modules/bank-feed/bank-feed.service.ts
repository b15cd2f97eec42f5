import {
  type BankFeedReply,
  type BankFeedTransfer,
  type BankFeedTransferKind,
  bankFeedTransferKind,
  compactIban,
  FIRST_TRANSFER_STATUSES,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { AccountRow } from '../../db/repositories/accounts';
import type { CaseFacts } from '../../db/repositories/cases';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { sha256 } from '../../ids';

/** What a receiver made of a transfer: the row it wrote, and what the feed is answered. */
export interface FeedReceipt {
  recordId: string;
  reply: Omit<BankFeedReply, 'transfer_id' | 'replayed'>;
}

/** Where a transfer goes once its kind is known, and how its receipt is read again on a replay. */
export interface FeedReceiver<Context> {
  receive(trx: Kysely<Database>, transfer: BankFeedTransfer, context: Context): Promise<FeedReceipt>;
  receiptOf(db: Kysely<Database>, recordId: string): Promise<FeedReceipt>;
}

/** The credited account of a signup still waiting for its first transfer, and its case. */
export interface FirstTransferContext {
  account: AccountRow;
  facts: CaseFacts;
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'accounts' | 'bankFeed' | 'cases'>;
  firstTransfers: FeedReceiver<FirstTransferContext>;
  capitalContributions: FeedReceiver<undefined>;
}

/** Every field of the feed's body in a fixed order: a replay is the same transfer only if all are the same. */
const fingerprint = (transfer: BankFeedTransfer): string =>
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

/**
 * The bank feed's inbox: each transfer the bank's core system posts is received once, under its
 * id, whatever it turns out to be. Its kind is told by the account credited (a signup's current
 * account waiting for its first transfer, else a capital contribution), the kind's receiver
 * applies its rule and writes its record, and the inbox keeps the id, the body's fingerprint and
 * the record, all in one transaction. The same id again answers what it became (`replayed`), or
 * 409 with another body.
 */
export function createBankFeedService({ db, clock, repos, firstTransfers, capitalContributions }: Deps) {
  const answer = (transferId: string, receipt: FeedReceipt, replayed: boolean): BankFeedReply => ({
    transfer_id: transferId,
    ...receipt.reply,
    replayed,
  });

  async function replayOf(transfer: BankFeedTransfer) {
    const received = await repos.bankFeed(db).find(transfer.transfer_id);
    if (!received) return undefined;
    if (received.body_hash !== fingerprint(transfer))
      throw new AppError('conflict', 'deposit.error.transfer_conflict');
    const receiver = received.kind === 'first_transfer' ? firstTransfers : capitalContributions;
    const receipt = await receiver.receiptOf(db, received.record_id);
    return { reply: answer(transfer.transfer_id, receipt, true), created: false };
  }

  /** The kind of a transfer, from the account it credits. */
  async function route(
    trx: Kysely<Database>,
    transfer: BankFeedTransfer,
  ): Promise<{ kind: 'first_transfer'; context: FirstTransferContext } | { kind: 'capital_contribution' }> {
    const account = transfer.account_iban
      ? await repos.accounts(trx).findByIban(compactIban(transfer.account_iban))
      : undefined;
    if (account?.kind === 'current') {
      const facts = await repos.cases(trx).facts(account.company_id);
      const kind: BankFeedTransferKind = bankFeedTransferKind({
        firstTransferExpected: facts.journey === 'signup' && FIRST_TRANSFER_STATUSES.includes(facts.status),
      });
      if (kind === 'first_transfer') return { kind, context: { account, facts } };
    }
    return { kind: 'capital_contribution' };
  }

  return {
    async receive(transfer: BankFeedTransfer): Promise<{ reply: BankFeedReply; created: boolean }> {
      const earlier = await replayOf(transfer);
      if (earlier) return earlier;
      try {
        return await db.transaction().execute(async (trx) => {
          const routed = await route(trx, transfer);
          const receipt =
            routed.kind === 'first_transfer'
              ? await firstTransfers.receive(trx, transfer, routed.context)
              : await capitalContributions.receive(trx, transfer, undefined);
          await repos.bankFeed(trx).insert({
            transfer_id: transfer.transfer_id,
            body_hash: fingerprint(transfer),
            kind: routed.kind,
            record_id: receipt.recordId,
            received_at: clock.now().toISOString(),
          });
          return { reply: answer(transfer.transfer_id, receipt, false), created: true };
        });
      } catch (error) {
        // The same id arrived at the same instant: the first one stands.
        if (isUniqueViolation(error)) {
          const again = await replayOf(transfer);
          if (again) return again;
        }
        throw error;
      }
    },
  };
}

export type BankFeedService = ReturnType<typeof createBankFeedService>;
