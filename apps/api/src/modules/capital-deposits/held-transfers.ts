import {
  type BackofficeDepositTransferReply,
  contributionFromOwnAccount,
  depositIsPaidBack,
  type HeldTransferAction,
  type HeldTransferOnRecord,
  type MessageKey,
  mayConfirmHeldTransferAction,
  mayDeclineHeldTransferAction,
  mayProposeHeldTransferAction,
  transferDueBack,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { DepositRow, TransferRow } from '../../db/repositories/deposits';
import type { Database } from '../../db/schema';
import type { DepositEventsTable } from '../../db/tables/capital-deposits';
import { AppError, notFound } from '../../errors';
import { newId } from '../../ids';
import type { MessageSender } from '../../messaging/message';
import type { MeasuresService } from '../measures/measures.service';
import type { OperatorContext } from '../operators/operator-session.service';
import type { ScreeningService } from '../screening/screening.service';
import { pendingAction, reviewedTransferReply } from './backoffice-deposit';
import { heldTransferEmail, transferRepaidEmail } from './held-transfer-email';
import { holderOf } from './payer-holder';

/** The supervisor acting on a case's deposit, and the request their journal entries carry. */
export interface DepositActing {
  operator: OperatorContext;
  caseId: string;
  requestId: string;
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  messaging: MessageSender;
  repos: ReposOf<'cases' | 'deposits'>;
  audit: AuditJournal;
  /** A case frozen by a confirmed asset-freeze match: its money is neither released nor returned. */
  screening: Pick<ScreeningService, 'assertNotFrozen'>;
  /** A released contribution paid from the shareholder's own account is their identification measure. */
  measures: Pick<MeasuresService, 'capitalContributionCounted'>;
  /** Completes the deposit when its shares are all counted (a release may be the last one). */
  completeIfPaid: (
    trx: Kysely<Database>,
    depositId: string,
    actor: { kind: 'operator'; id: string },
    at: Date,
  ) => Promise<void>;
}

/** The transfer as the four-eyes rules read it: only a pending proposal counts as one. */
const onRecord = (row: TransferRow, paidBack: boolean): HeldTransferOnRecord => ({
  outcome: row.outcome,
  proposedAction: pendingAction(row),
  proposedBy: pendingAction(row) ? row.proposed_by : null,
  dueBack: transferDueBack(row, paidBack),
});

/** A transfer and what its deposit's opening makes of it: whether its money is due back to the payers. */
interface OnTransfer {
  trx: Kysely<Database>;
  deposit: DepositRow;
  row: TransferRow;
  record: HeldTransferOnRecord;
  at: Date;
}

/** The journal's words for each step of a held transfer's review. */
const PROPOSED = {
  release: 'capital_deposit.transfer_release_proposed',
  return: 'capital_deposit.transfer_return_proposed',
};
const CARRIED_OUT = {
  release: 'capital_deposit.transfer_released',
  return: 'capital_deposit.transfer_returned',
};

/** The money the bank sends back to a payer says what it returns. */
const returnReference = (row: TransferRow) => `RETOUR VIREMENT ${row.transfer_id}`.slice(0, 140);

/**
 * What the bank does with a held capital contribution after its review, four-eyes: a supervisor
 * proposes to release it to its shareholder or to return it to its payer (with why); a second
 * supervisor confirms it, and only then is it carried out (released: it counts and may complete
 * the deposit; returned: it never counts, and the outgoing transfer to the payer's IBAN is asked);
 * any supervisor may decline a proposal. Once the opening ended before its account opened
 * (`depositIsPaidBack`), the same flow returns every transfer received, counted ones included
 * (return only: the company will not exist to receive it); the paid-in amounts drop as each is
 * returned. Each step runs in one transaction holding the deposit's lock, with its deposit event
 * and journal entry; a carried-out action e-mails the applicant (a repayment: its payer).
 */
export function createHeldTransfers({
  db,
  clock,
  config,
  messaging,
  repos,
  audit,
  screening,
  measures,
  completeIfPaid,
}: Deps) {
  /** Runs `work` on the case's deposit and one of its transfers, the deposit locked (404 for another's). */
  async function onTransfer<T>(
    acting: DepositActing,
    transferId: string,
    work: (on: OnTransfer) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const deposits = repos.deposits(trx);
      const deposit = await deposits.findByCompany(acting.caseId);
      if (!deposit) throw notFound('capital deposit');
      await screening.assertNotFrozen(acting.caseId, trx);
      await deposits.lock(deposit.id);
      const row = (await deposits.reviewedTransfers(deposit)).find(
        (candidate) => candidate.id === transferId,
      );
      if (!row) throw notFound('transfer');
      // Not frozen (checked above): the opening's end alone says whether the money is due back.
      const paidBack = depositIsPaidBack({
        status: (await repos.cases(trx).status(acting.caseId)) ?? 'capital_deposit',
        everOpen: await repos.cases(trx).everOpen(acting.caseId),
        frozen: false,
      });
      return work({ trx, deposit, row, record: onRecord(row, paidBack), at: clock.now() });
    });
  }

  async function replyOf(trx: Kysely<Database>, deposit: DepositRow, id: string) {
    const deposits = repos.deposits(trx);
    const row = (await deposits.reviewedTransfers(deposit)).find((candidate) => candidate.id === id);
    if (!row) throw notFound('transfer');
    const returned = (await deposits.returns(deposit.id)).find((candidate) => candidate.transfer_id === id);
    return reviewedTransferReply(row, await deposits.shareholders(deposit.id), returned);
  }

  const event = (
    trx: Kysely<Database>,
    row: TransferRow,
    deposit: DepositRow,
    kind: DepositEventsTable['kind'],
    acting: DepositActing,
    at: Date,
    details: Record<string, unknown>,
  ) =>
    repos.deposits(trx).insertEvent({
      id: newId(),
      deposit_id: deposit.id,
      transfer_id: row.id,
      kind,
      actor_kind: 'operator',
      actor_id: acting.operator.id,
      actor_name: acting.operator.name,
      at: at.toISOString(),
      details: JSON.stringify({ transfer_id: row.transfer_id, amount_cents: row.amount_cents, ...details }),
    });

  /** 409 with why nothing can be proposed (`action` given), confirmed or declined on this transfer now. */
  function refusal(record: HeldTransferOnRecord, action?: HeldTransferAction): AppError {
    const conflict = (key: MessageKey) => new AppError('conflict', key);
    const live = !record.dueBack;
    // The capital being paid in: a counted contribution goes back only once the opening ends.
    const paidIn = live && (record.outcome === 'counted' || record.outcome === 'released');
    if (action) {
      if (record.proposedAction) return conflict('deposit.error.action_pending');
      if (record.dueBack) return conflict('deposit.error.return_only');
      if (record.outcome === 'unmatched' && action === 'release')
        return conflict('deposit.error.release_unmatched');
      return conflict(paidIn ? 'deposit.error.still_paid_in' : 'deposit.error.transfer_not_held');
    }
    if (!record.proposedAction) {
      if (record.dueBack || record.outcome === 'held') return conflict('deposit.error.no_action_pending');
      return conflict(paidIn ? 'deposit.error.still_paid_in' : 'deposit.error.transfer_not_held');
    }
    // A release proposed before the opening ended is no longer carried out.
    return conflict(record.dueBack ? 'deposit.error.return_only' : 'deposit.error.transfer_not_held');
  }

  /**
   * What became of the money is told in the applicant's language (the one the shareholders'
   * instructions were written in): a held contribution's release or return to the applicant; a
   * repayment to its payer, the shareholder concerned (the applicant when no address is on record
   * for them). An unmatched transfer's payer is known to no one here: nobody is written to.
   */
  async function tell(trx: Kysely<Database>, caseId: string, action: HeldTransferAction, on: OnTransfer) {
    const { row } = on;
    const shareholder = (await repos.deposits(trx).shareholders(row.deposit_id ?? '')).find(
      (candidate) => candidate.id === row.shareholder_id,
    );
    if (!shareholder) return;
    const facts = await repos.cases(trx).facts(caseId);
    const email = on.record.dueBack
      ? { to: shareholder.email ?? facts.user.email, ...transferRepaidEmail(config, facts, row, shareholder) }
      : { to: facts.user.email, ...heldTransferEmail(config, facts, { action, transfer: row, shareholder }) };
    await messaging.send({ channel: 'email', userId: facts.user.id, ...email }, { db: trx });
  }

  return {
    /**
     * A supervisor proposes to release or return a held transfer, or to return one due back, with
     * why (nothing moves yet). 409 for a counted contribution of a deposit still being paid in.
     */
    propose: (
      acting: DepositActing,
      transferId: string,
      proposal: { action: HeldTransferAction; note: string },
    ): Promise<BackofficeDepositTransferReply> =>
      onTransfer(acting, transferId, async ({ trx, deposit, row, record, at }) => {
        if (!mayProposeHeldTransferAction(record, proposal.action)) throw refusal(record, proposal.action);
        const proposed = await repos.deposits(trx).propose(row.id, {
          from: row.outcome,
          action: proposal.action,
          operatorId: acting.operator.id,
          note: proposal.note,
          at: at.toISOString(),
        });
        if (!proposed) throw refusal(record, proposal.action);
        await event(trx, row, deposit, `${proposal.action}_proposed`, acting, at, {
          note: proposal.note,
          due_back: record.dueBack,
        });
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.operator.id },
          action: PROPOSED[proposal.action],
          object: { type: 'deposit_transfer', id: row.id },
          caseId: deposit.company_id,
          before: { outcome: row.outcome, hold_reason: row.hold_reason },
          after: {
            proposed_action: proposal.action,
            note: proposal.note,
            transfer_id: row.transfer_id,
            amount_cents: row.amount_cents,
            due_back: record.dueBack,
          },
          requestId: acting.requestId,
        });
        return replyOf(trx, deposit, row.id);
      }),

    /**
     * A second supervisor confirms the proposal: released, the transfer counts from then on (and
     * may complete the deposit); returned, it never counts (a counted one no longer does) and the
     * outgoing transfer back to the payer's IBAN is asked. The one who proposed it is refused (403).
     */
    confirm: (acting: DepositActing, transferId: string): Promise<BackofficeDepositTransferReply> =>
      onTransfer(acting, transferId, async (on) => {
        const { trx, deposit, row, record, at } = on;
        const action = record.proposedAction;
        if (!action) throw refusal(record);
        if (record.proposedBy === acting.operator.id)
          throw new AppError('forbidden', 'deposit.error.four_eyes');
        if (!mayConfirmHeldTransferAction(record, acting.operator.id)) throw refusal(record);
        const when = at.toISOString();
        const confirmed = await repos
          .deposits(trx)
          .confirm(row.id, { from: row.outcome, action, operatorId: acting.operator.id, at: when });
        if (!confirmed) throw refusal(record);
        const returned =
          action === 'return'
            ? {
                id: newId(),
                transfer_id: row.id,
                deposit_id: deposit.id,
                beneficiary_name: row.payer_name,
                beneficiary_iban: row.payer_iban,
                amount_cents: row.amount_cents,
                reference: returnReference(row),
                status: 'asked' as const,
                asked_at: when,
                asked_by: acting.operator.id,
              }
            : null;
        if (returned) await repos.deposits(trx).insertReturn(returned);
        await event(
          trx,
          row,
          deposit,
          action === 'release' ? 'transfer_released' : 'transfer_returned',
          acting,
          at,
          { proposed_by: row.proposed_by, hold_reason: row.hold_reason, due_back: record.dueBack },
        );
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.operator.id },
          action: CARRIED_OUT[action],
          object: { type: 'deposit_transfer', id: row.id },
          caseId: deposit.company_id,
          before: { outcome: row.outcome, hold_reason: row.hold_reason },
          after: {
            outcome: action === 'release' ? 'released' : 'returned',
            proposed_by: row.proposed_by,
            confirmed_by: acting.operator.id,
            transfer_id: row.transfer_id,
            amount_cents: row.amount_cents,
            due_back: record.dueBack,
            ...(returned
              ? { return_transfer: { iban: returned.beneficiary_iban, reference: returned.reference } }
              : {}),
          },
          requestId: acting.requestId,
        });
        if (action === 'release') {
          const shareholder = (await repos.deposits(trx).shareholders(deposit.id)).find(
            (candidate) => candidate.id === row.shareholder_id,
          );
          // Released, the money counts; it identifies the shareholder only if it came from their own account.
          if (shareholder && contributionFromOwnAccount(row.payer_name, holderOf(shareholder))) {
            await measures.capitalContributionCounted(trx, {
              caseId: deposit.company_id,
              representativeId: shareholder.representative_id,
              transfer: row,
              at: when,
              actor: { type: 'operator', id: acting.operator.id },
              requestId: acting.requestId,
            });
          }
          await completeIfPaid(trx, deposit.id, { kind: 'operator', id: acting.operator.id }, at);
        }
        await tell(trx, deposit.company_id, action, on);
        return replyOf(trx, deposit, row.id);
      }),

    /** A proposal withdrawn by its author or refused by another supervisor: the transfer stays as it was. */
    decline: (acting: DepositActing, transferId: string): Promise<BackofficeDepositTransferReply> =>
      onTransfer(acting, transferId, async ({ trx, deposit, row, record, at }) => {
        const action = record.proposedAction;
        if (!action || !mayDeclineHeldTransferAction(record)) throw refusal(record);
        if (!(await repos.deposits(trx).clearProposal(row.id, action))) throw refusal(record);
        await event(trx, row, deposit, 'proposal_declined', acting, at, {
          proposed_action: action,
          proposed_by: row.proposed_by,
        });
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.operator.id },
          action: 'capital_deposit.transfer_proposal_declined',
          object: { type: 'deposit_transfer', id: row.id },
          caseId: deposit.company_id,
          before: { proposed_action: action, proposed_by: row.proposed_by, note: row.proposal_note },
          after: { proposed_action: null },
          requestId: acting.requestId,
        });
        return replyOf(trx, deposit, row.id);
      }),
  };
}
