import {
  isUnderBankRecord,
  isWithdrawable,
  type OpeningActor,
  OpeningMoveRefused,
  transferDueBack,
  WITHDRAWN_REASON,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { OpeningEmailsService } from '../notifications/opening-emails.service';
import type { OpeningsService } from './openings.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  repos: ReposOf<'cases' | 'companies' | 'signupRequests' | 'deposits'>;
  openings: Pick<OpeningsService, 'move'>;
  openingEmails: Pick<OpeningEmailsService, 'withdrawn'>;
}

interface Withdrawer {
  kind: Extract<OpeningActor, 'customer' | 'partner'>;
  id: string;
  requestId: string;
}

const notWithdrawable = () => new AppError('conflict', 'error.opening.not_withdrawable');

/**
 * Withdrawing an opening before its account opens, by its customer (after strong authentication)
 * or by the partner that created its request. The case closes with the reason `withdrawn` (the
 * move writes its event, the insurer's status report and the journal entry), the request is
 * cancelled, a capital deposit's received transfers are recorded as to be returned to their
 * payers and the customer is e-mailed that their request is withdrawn, all in one transaction.
 */
export function createWithdrawalService({ db, clock, audit, repos, openings, openingEmails }: Deps) {
  /** Closes the opening of `companyId` as withdrawn; the caller has checked who may. */
  async function closeAsWithdrawn(trx: Kysely<Database>, companyId: string, by: Withdrawer, at: string) {
    const status = await repos.cases(trx).status(companyId);
    if (!status || !isWithdrawable(status)) throw notWithdrawable();
    await openings.move(trx, {
      companyId,
      to: 'closed',
      actor: { kind: by.kind, id: by.id },
      at,
      details: { reason: WITHDRAWN_REASON },
      requestId: by.requestId,
    });
    const deposit = await recordTransfersToReturn(trx, companyId, by, at);
    // The customer is told, whoever withdrew it, in the withdrawal's transaction (sent after it commits).
    await openingEmails.withdrawn(trx, await repos.cases(trx).facts(companyId), {
      submitted: isUnderBankRecord(status),
      deposit,
      at: new Date(at),
    });
  }

  /**
   * The money already received on the blocked deposit account goes back to its payers through the
   * bank's four-eyes return (the back-office's capital-deposit section lists what is due, by the
   * domain's `transferDueBack`); the journal names each transfer due at the moment of withdrawal.
   * Answers whether the opening has a capital deposit.
   */
  async function recordTransfersToReturn(
    trx: Kysely<Database>,
    companyId: string,
    by: Withdrawer,
    at: string,
  ): Promise<boolean> {
    const deposit = await repos.deposits(trx).findByCompany(companyId);
    if (!deposit) return false;
    // Withdrawn before the account opened: the deposit is paid back (a frozen case with a deposit
    // is refused by its screening, never withdrawn).
    const received = (await repos.deposits(trx).reviewedTransfers(deposit)).filter((transfer) =>
      transferDueBack(transfer, true),
    );
    if (received.length === 0) return true;
    await audit.append(trx, {
      actor: { type: by.kind, id: by.id },
      action: 'capital_deposit.transfers_to_return',
      object: { type: 'capital_deposit', id: deposit.id },
      caseId: companyId,
      after: {
        reason: WITHDRAWN_REASON,
        count: received.length,
        transfers: received.map((transfer) => ({ id: transfer.id, outcome: transfer.outcome })),
      },
      requestId: by.requestId,
      at,
    });
    return true;
  }

  /** Runs a withdrawal's writes together; a concurrent move reads as "no longer withdrawable". */
  async function inTransaction<T>(work: (trx: Kysely<Database>, at: string) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute((trx) => work(trx, clock.now().toISOString()));
    } catch (error) {
      if (error instanceof OpeningMoveRefused) throw notWithdrawable();
      throw error;
    }
  }

  /** The customer's own opening, still withdrawable: 404 for another's (as none), 409 once open or ended. */
  async function ownWithdrawable(trx: Kysely<Database>, companyId: string, userId: string) {
    const company = await repos.companies(trx).findOwned(companyId, userId);
    if (!company) throw notFound('company');
    const status = await repos.cases(trx).status(companyId);
    if (!status || !isWithdrawable(status)) throw notWithdrawable();
    return company;
  }

  return {
    /** Checked before strong authentication is asked, so nobody authenticates for a refusal. */
    checkByCustomer: async (companyId: string, userId: string): Promise<void> => {
      await ownWithdrawable(db, companyId, userId);
    },

    /** The customer's own opening (another's is a 404, as none); 409 once open or ended. */
    byCustomer: (companyId: string, userId: string, requestId: string) =>
      inTransaction(async (trx, at) => {
        const company = await ownWithdrawable(trx, companyId, userId);
        await closeAsWithdrawn(trx, companyId, { kind: 'customer', id: userId, requestId }, at);
        if (company.signup_request_id)
          await repos.signupRequests(trx).markWithdrawn(company.signup_request_id, clock.now());
        return { status: 'closed' as const, reason: WITHDRAWN_REASON };
      }),

    /**
     * A partner's own request (another partner's is a 404), until its account opens. Once the
     * customer has begun an opening, the opening decides (409 once open or ended) and closes as
     * withdrawn; a request not yet submitted is cancelled, a submitted one stays `completed` (its
     * opening was submitted, and its customer keeps reaching its page). A request nobody has begun
     * is cancelled; one cancelled already is a 409 saying so.
     */
    byPartner: (uuid: string, partnerId: string, requestId: string) =>
      inTransaction(async (trx, at) => {
        const request = await repos.signupRequests(trx).findById(uuid);
        if (!request || request.partner_id !== partnerId) throw notFound('signup request');
        const by: Withdrawer = { kind: 'partner', id: partnerId, requestId };
        const cancelled = await repos.signupRequests(trx).markWithdrawn(uuid, clock.now());
        if (request.company_id) await closeAsWithdrawn(trx, request.company_id, by, at);
        else if (!cancelled) throw new AppError('conflict', 'error.signup_request.already_withdrawn');
        await audit.append(trx, {
          actor: { type: 'partner', id: partnerId },
          action: 'partner.signup_request_withdrawn',
          object: { type: 'signup_request', id: uuid },
          ...(request.company_id ? { caseId: request.company_id } : {}),
          after: { reason: WITHDRAWN_REASON },
          requestId,
          at,
        });
      }),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
