import {
  approvalBlockers,
  approvedStatus,
  type CaseAction,
  type CaseDecisionsReply,
  type CaseTransitionReply,
  type CloseCaseBodySchema,
  type DocumentDecisionBodySchema,
  type FirstTransferBodySchema,
  type FirstTransferReply,
  FOUR_EYES_ACTIONS,
  firstTransferCounts,
  type MessageKey,
  mayApproveAtTier,
  mayConfirmFirstTransfer,
  OpeningMoveRefused,
  type OpeningStatus,
  openingBlocker,
  openingRefusal,
  type RefuseCaseBodySchema,
  statusAllows,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditJournal } from '../../audit';
import type { ReposOf } from '../../db/repositories';
import type { CaseFacts } from '../../db/repositories/cases';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps } from '../../types';
import type { CapitalDepositService } from '../capital-deposits/capital-deposit.service';
import type { MeasuresService } from '../measures/measures.service';
import type { OpeningEmailsService } from '../notifications/opening-emails.service';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import type { OpeningsService } from '../openings/openings.service';
import type { OperatorContext } from '../operators/operator-session.service';
import type { PeopleService } from '../people/people.service';
import type { RiskService } from '../risk/risk.service';
import type { ScreeningService } from '../screening/screening.service';
import { documentFacts, riskFacts, screeningFacts } from './approval-facts';
import {
  caseDecisionsReply,
  firstTransferOf,
  firstTransferReply,
  hasCountedFirstTransfer,
  onRecord,
} from './decision-rows';
import { createFirstTransfers } from './first-transfers';
import { pendingRequests } from './requested-documents';

const notAllowed = () => new AppError('conflict', 'error.opening.not_allowed');

/** Who acts and for which request: the operator, and the request id for the journal. */
interface Acting {
  operator: OperatorContext;
  caseId: string;
  requestId: string;
}

/**
 * The bank's decisions on an opening: starting the review, deciding on each document (asking for
 * it again moves the case to documents_requested and e-mails the customer), approving, refusing,
 * recording a first transfer, opening and closing. Each runs in one transaction with its
 * opening_events row, its audit entries and the customer's e-mail in the outbox; the status, the
 * role (checked by the route) and four-eyes guard it.
 */
export interface DecisionDeps extends AppDeps {
  audit: AuditJournal;
  repos: ReposOf<'cases' | 'documents'>;
  openings: OpeningsService;
  openingEmails: OpeningEmailsService;
  capitalDeposits: Pick<CapitalDepositService, 'afterApproval' | 'openCompanyAccount'>;
  people: Pick<PeopleService, 'requiredProofs'>;
  /** The screening's gate facts, and the freeze a confirmed true match puts on the case. */
  screening: Pick<ScreeningService, 'screeningSummary' | 'assertNotFrozen' | 'frozen'>;
  /** A first transfer held for its payer's name raises the payer_mismatch flag. */
  openingFlags: Pick<OpeningFlagsService, 'raisePayerMismatch'>;
  risk: Pick<RiskService, 'currentTier'>;
  /** Identification measures recorded from the decisions that complete them. */
  measures: Pick<MeasuresService, 'documentAccepted' | 'firstTransferCounted'>;
}

export function createDecisionService(deps: DecisionDeps) {
  const { db, clock, audit, repos, openings, openingEmails, capitalDeposits } = deps;
  const firstTransfers = createFirstTransfers({
    clock,
    audit,
    openingFlags: deps.openingFlags,
    measures: deps.measures,
  });

  /** The approval's gates still closed for this case (approvalBlockers on its facts). */
  const approvalBlockersOf = async (trx: Kysely<Database>, facts: CaseFacts) =>
    approvalBlockers({
      documents: await documentFacts(trx, facts, deps.people),
      screening: await screeningFacts(trx, facts, deps.screening),
      risk: await riskFacts(trx, facts, deps.risk),
    });

  /** Runs `work` in a transaction once the status allows the action and four-eyes is kept. */
  async function guarded<T>(
    acting: Acting,
    action: CaseAction,
    work: (trx: Kysely<Database>, facts: CaseFacts) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const facts = await repos.cases(trx).facts(acting.caseId);
        // The freeze first: whatever the status, a case frozen by a true match never moves.
        await deps.screening.assertNotFrozen(facts.id, trx);
        const firstTransferCounted = await hasCountedFirstTransfer(trx, facts.id);
        const approved = (await repos.cases(trx).approval(facts)) !== null;
        const screeningHitsOpen = (await screeningFacts(trx, facts, deps.screening)).open > 0;
        const gates = { ...facts, firstTransferCounted, approved, screeningHitsOpen };
        // The status first (409), then who acts (four-eyes, 403), then the approval's gates (409).
        if (!statusAllows(action, { ...gates, approvalBlockers: [] })) {
          // Where opening is the next move, the refusal names its closed gate (the domain's rule,
          // which the back-office shows too): a hit awaiting its disposition, the Kbis not
          // approved, the first transfer not counted.
          const held = action === 'open' ? openingBlocker(gates) : null;
          if (held) throw new AppError('conflict', openingRefusal(held));
          throw notAllowed();
        }
        if (
          FOUR_EYES_ACTIONS.includes(action) &&
          (await repos.cases(trx).reviewers(facts.id)).has(acting.operator.id)
        ) {
          throw new AppError('forbidden', 'error.opening.four_eyes');
        }
        if (action === 'approve') {
          // Enhanced due diligence is a supervisor's to approve, whatever the route's roles become.
          if (!mayApproveAtTier(acting.operator.role, await deps.risk.currentTier(trx, facts.id))) {
            throw new AppError('forbidden', 'error.approval.supervisor_required');
          }
          const [closed] = await approvalBlockersOf(trx, facts);
          if (closed) throw new AppError('conflict', `error.approval.${closed}` satisfies MessageKey);
        }
        return work(trx, facts);
      });
    } catch (error) {
      // Another request moved the opening between the read and the update.
      if (error instanceof OpeningMoveRefused) throw notAllowed();
      throw error;
    }
  }

  /** Moves the opening (event and journal entry) and e-mails the customer about the new step. */
  async function move(
    trx: Kysely<Database>,
    acting: Acting,
    facts: CaseFacts,
    to: OpeningStatus,
    details?: Record<string, unknown>,
  ): Promise<CaseTransitionReply> {
    await openings.move(trx, {
      companyId: facts.id,
      to,
      actor: { kind: 'operator', id: acting.operator.id },
      at: clock.now().toISOString(),
      requestId: acting.requestId,
      ...(details ? { details } : {}),
    });
    await openingEmails.send(trx, facts, to);
    return { status: to };
  }

  return {
    /** The bank feed's receiver of a signup's first transfer. */
    feedFirstTransfers: firstTransfers.feedReceiver,

    async decisions(caseId: string): Promise<CaseDecisionsReply> {
      const facts = await repos.cases(db).facts(caseId);
      return caseDecisionsReply(
        db,
        facts,
        await repos.cases(db).reviewers(caseId),
        repos.cases(db).approval(facts),
        facts.status === 'under_review' ? await approvalBlockersOf(db, facts) : [],
        await deps.risk.currentTier(db, facts.id),
        await deps.screening.frozen(facts.id, db),
        (await screeningFacts(db, facts, deps.screening)).open > 0,
      );
    },

    startReview: (acting: Acting) =>
      guarded(acting, 'start_review', (trx, facts) => move(trx, acting, facts, 'under_review')),

    approve: (acting: Acting) =>
      guarded(acting, 'approve', async (trx, facts) => {
        const to = approvedStatus(facts.journey, await repos.cases(trx).reviewedFrom(facts.id));
        const moved = await move(trx, acting, facts, to);
        // An enrollment's approval may be what its deposit waited for: completion, certificate.
        if (facts.journey === 'enrollment') {
          return { status: await capitalDeposits.afterApproval(trx, facts.id, acting.operator.id) };
        }
        return moved;
      }),

    refuse: (acting: Acting, body: z.output<typeof RefuseCaseBodySchema>) =>
      guarded(acting, 'refuse', (trx, facts) =>
        move(trx, acting, facts, 'refused', { reason_code: body.reason_code, note: body.note }),
      ),

    /**
     * Opens the account. An enrollment opens with the company's current account, created now in
     * its registered name and SIREN: the customer's e-mail gives that IBAN, not the deposit's.
     */
    open: (acting: Acting) =>
      guarded(acting, 'open', async (trx, facts) => {
        const account =
          facts.journey === 'enrollment'
            ? await capitalDeposits.openCompanyAccount(trx, {
                caseId: facts.id,
                operatorId: acting.operator.id,
                requestId: acting.requestId,
              })
            : facts.account;
        return move(trx, acting, { ...facts, account }, 'open');
      }),

    close: (acting: Acting, body: z.output<typeof CloseCaseBodySchema>) =>
      guarded(acting, 'close', (trx, facts) => move(trx, acting, facts, 'closed', { note: body.note })),

    /** Accept, reject with a reason, or ask the customer to send the document again. */
    decideDocument: (
      acting: Acting & { documentId: string },
      body: z.output<typeof DocumentDecisionBodySchema>,
    ): Promise<CaseTransitionReply> =>
      guarded(acting, 'decide_documents', async (trx, facts) => {
        const documents = await repos.documents(trx).ofCase({
          caseId: facts.id,
          userId: facts.user.id,
          userName: `${facts.user.firstName} ${facts.user.lastName}`,
          companyName: facts.name,
        });
        const document = documents.find(({ row }) => row.id === acting.documentId)?.row;
        if (!document) throw notFound('document');
        const at = clock.now().toISOString();
        const decision = {
          id: newId(),
          company_id: facts.id,
          document_id: document.id,
          subject_type: document.subject_type,
          subject_id: document.subject_id,
          document_type: document.type,
          decision: body.decision,
          reason: body.decision === 'rejected' ? body.reason : null,
          message: body.decision === 'resubmit' ? body.message : null,
          operator_id: acting.operator.id,
          at,
          fulfilled_at: null,
          fulfilled_document_id: null,
        };
        await trx.insertInto('document_decisions').values(decision).execute();
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.operator.id },
          action: 'case.document_decided',
          object: { type: 'document', id: document.id },
          caseId: facts.id,
          after: { decision: decision.decision, reason: decision.reason, message: decision.message },
          requestId: acting.requestId,
        });
        if (body.decision === 'accepted') {
          await deps.measures.documentAccepted(trx, {
            caseId: facts.id,
            document,
            at,
            operatorId: acting.operator.id,
            requestId: acting.requestId,
          });
        }
        if (body.decision !== 'resubmit') return { status: facts.status };
        if (facts.status === 'under_review') {
          await openings.move(trx, {
            companyId: facts.id,
            to: 'documents_requested',
            actor: { kind: 'operator', id: acting.operator.id },
            at,
            requestId: acting.requestId,
            details: { decision_id: decision.id },
          });
        }
        // Every document still awaited, so that the latest e-mail is the whole list.
        const requested = await pendingRequests(trx, facts.id, facts.user.locale, facts.legalForm);
        await openingEmails.send(trx, facts, 'documents_requested', { requested });
        return { status: 'documents_requested' };
      }),

    /**
     * A first transfer read from the bank's statement by a supervisor: counted when it reaches
     * 50 € from a SEPA account in the company's name, otherwise held with the reason.
     */
    recordFirstTransfer: (
      acting: Acting,
      body: z.output<typeof FirstTransferBodySchema>,
    ): Promise<FirstTransferReply> =>
      guarded(acting, 'record_first_transfer', async (trx, facts) => {
        if (!facts.account) throw notAllowed();
        const row = await firstTransfers.record(
          trx,
          { facts, accountId: facts.account.id },
          {
            transferId: null,
            payerName: body.payer_name,
            payerIban: body.payer_iban,
            amount: body.amount,
            valueDate: body.value_date,
          },
          { kind: 'operator', operatorId: acting.operator.id, requestId: acting.requestId },
        );
        return firstTransferReply(row, { recordedBy: acting.operator.name, confirmedBy: null });
      }),

    /**
     * A second supervisor confirms a first transfer another typed in, against the bank's statement:
     * only then does it count toward opening the account (four-eyes on money typed by hand).
     */
    confirmFirstTransfer: (acting: Acting & { transferId: string }): Promise<FirstTransferReply> =>
      guarded(acting, 'record_first_transfer', async (trx, facts) => {
        const found = await firstTransferOf(trx, facts.id, acting.transferId);
        if (!found) throw notFound('transfer');
        const { recorder_name, confirmer_name, ...row } = found;
        if (row.confirmed_by !== null)
          return firstTransferReply(row, { recordedBy: recorder_name, confirmedBy: confirmer_name });
        if (row.outcome !== 'counted') throw new AppError('conflict', 'error.first_transfer.held');
        if (!mayConfirmFirstTransfer(onRecord(row), acting.operator.id)) {
          throw new AppError('forbidden', 'error.first_transfer.own');
        }
        const at = clock.now().toISOString();
        const confirmed = await trx
          .updateTable('first_transfers')
          .set({ confirmed_by: acting.operator.id, confirmed_at: at })
          .where('id', '=', row.id)
          .where('confirmed_by', 'is', null)
          .executeTakeFirst();
        if (Number(confirmed.numUpdatedRows) !== 1) throw notAllowed();
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.operator.id },
          action: 'case.first_transfer_confirmed',
          object: { type: 'first_transfer', id: row.id },
          caseId: facts.id,
          before: { confirmed_by: null },
          after: {
            confirmed_by: acting.operator.id,
            recorded_by: row.operator_id,
            amount_cents: row.amount_cents,
          },
          requestId: acting.requestId,
        });
        if (firstTransferCounts({ ...onRecord(row), confirmedBy: acting.operator.id })) {
          await deps.measures.firstTransferCounted(trx, {
            caseId: facts.id,
            transfer: row,
            at,
            actor: { type: 'operator', id: acting.operator.id },
            requestId: acting.requestId,
          });
        }
        return firstTransferReply(
          { ...row, confirmed_by: acting.operator.id, confirmed_at: at },
          { recordedBy: recorder_name, confirmedBy: acting.operator.name },
        );
      }),
  };
}

export type DecisionService = ReturnType<typeof createDecisionService>;
