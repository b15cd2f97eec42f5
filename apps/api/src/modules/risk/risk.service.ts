import {
  type AskedDocumentsReply,
  type CaseRiskReply,
  type Locale,
  type RiskRatingReply,
  type RiskTier,
  type RiskTrigger,
  rateRisk,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { AppDeps } from '../../types';
import type { DocumentRow, DocumentService } from '../documents';
import type { OperatorContext } from '../operators/operator-session.service';
import { askedDocuments, followUpDueDiligence, requestsOf } from './due-diligence-requests';
import { loadRiskInputs, type RiskInputsDeps } from './risk-inputs';
import { type RiskActor, type RiskRatingRecord, riskRecords, sameOutcome } from './risk-records';
import { ratingReplies } from './risk-replies';

export type { ScreeningResultsOf } from './risk-inputs';
export type { RiskActor } from './risk-records';

/** A change that may move an opening's risk: which opening, what changed, who changed it. */
export interface RiskChange {
  caseId: string;
  trigger: RiskTrigger;
  actor: RiskActor;
  requestId?: string | null;
}

export interface RiskDeps extends Pick<AppDeps, 'db' | 'clock'>, RiskInputsDeps {
  audit: AuditJournal;
  documents: Pick<DocumentService, 'stage' | 'replies'>;
}

/**
 * The opening's money-laundering risk: rated from the domain's table (RISK_TABLE) at submission,
 * again on every change to a factor (a person saved or removed, the KYC answered, the screening),
 * and on an operator's request. Each rating is kept with its factors, the table's edition, when
 * and why, and journaled in the transaction of the change; an enhanced one asks the customer for
 * the documents of enhanced due diligence.
 */
export function createRiskService(deps: RiskDeps) {
  const { db, clock, audit } = deps;

  async function record(trx: Kysely<Database>, change: RiskChange, always: boolean) {
    const rated = await loadRiskInputs(trx, deps, change.caseId);
    const at = clock.now();
    const rating = rateRisk(rated.inputs, at);
    const records = riskRecords(trx);
    const latest = await records.latest(change.caseId);
    if (!always && latest && sameOutcome(latest, rating)) return latest;
    const kept = await records.insert(change.caseId, rating, {
      at: at.toISOString(),
      trigger: change.trigger,
      actor: change.actor,
    });
    const requestId = change.requestId ?? null;
    await audit.append(trx, {
      actor: { type: change.actor.type, id: change.actor.id },
      action: 'case.risk_rated',
      object: { type: 'risk_rating', id: kept.id },
      caseId: change.caseId,
      before: latest ? { tier: latest.tier, score: latest.score, edition: latest.edition } : null,
      after: {
        tier: kept.tier,
        score: kept.score,
        edition: kept.edition,
        next_review_on: kept.next_review_on,
        trigger: kept.trigger,
        factors: kept.factors.map(({ code, subject, value }) => ({ code, subject, value })),
      },
      requestId,
    });
    await followUpDueDiligence(trx, audit, {
      caseId: change.caseId,
      status: rated.status,
      rating: kept,
      actor: change.actor,
      requestId,
    });
    return kept;
  }

  /** The customer's own opening, or 404 (another customer's is not told apart from none). */
  async function ownedCase(companyId: string, userId: string) {
    const row = await db
      .selectFrom('companies')
      .select(['id', 'name', 'user_id', 'opening_status'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!row || row.user_id !== userId) throw notFound('company');
    return row;
  }

  return {
    /** Rates the opening and keeps the rating whatever it says (submission). */
    rate: (trx: Kysely<Database>, change: RiskChange): Promise<RiskRatingRecord> => record(trx, change, true),

    /** Rates the opening after a change to a factor; a rating that says the same as the latest is not kept again. */
    rerate: (trx: Kysely<Database>, change: RiskChange): Promise<RiskRatingRecord> =>
      record(trx, change, false),

    /** An operator has the case rated now (a case submitted before ratings, a new table's edition). */
    async rateOnRequest(
      operator: OperatorContext,
      caseId: string,
      requestId: string,
      locale: Locale,
    ): Promise<RiskRatingReply> {
      const kept = await db
        .transaction()
        .execute((trx) =>
          record(
            trx,
            { caseId, trigger: 'operator', actor: { type: 'operator', id: operator.id }, requestId },
            true,
          ),
        );
      const company = await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', caseId)
        .executeTakeFirstOrThrow();
      const [reply] = await ratingReplies(db, [kept], company.name, locale);
      if (!reply) throw new Error('a rating just kept has no reply');
      return reply;
    },

    /** The tier of the case's latest rating (null: never rated), in the caller's transaction. */
    currentTier: (conn: Kysely<Database>, caseId: string): Promise<RiskTier | null> =>
      riskRecords(conn).currentTier(caseId),

    /** The case page's risk section: the latest rating, the history, what due diligence asked. */
    async caseRisk(caseId: string, locale: Locale): Promise<CaseRiskReply> {
      const company = await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', caseId)
        .executeTakeFirst();
      if (!company) throw notFound('case');
      const history = await ratingReplies(db, await riskRecords(db).history(caseId), company.name, locale);
      const requests = await requestsOf(db, caseId);
      return {
        current: history[0] ?? null,
        history,
        due_diligence: requests.map((request) => ({
          id: request.id,
          document_type: request.document_type,
          requested_at: request.requested_at,
          fulfilled_at: request.fulfilled_at,
          withdrawn_at: request.withdrawn_at,
        })),
      };
    },

    /** The documents the bank asks the customer for (their own opening only), in their language. */
    async askedDocuments(companyId: string, userId: string, locale: Locale): Promise<AskedDocumentsReply> {
      const owned = await ownedCase(companyId, userId);
      return { documents: await askedDocuments(db, owned.id, locale) };
    },

    /**
     * The customer sends a document asked of them: added to the company's documents (the bank's
     * record: nothing replaced), the request answered and journaled, in one transaction. 404 for
     * another customer's request, 409 once sent or withdrawn.
     */
    async sendAskedDocument(
      request: FastifyRequest,
      input: { companyId: string; requestId: string; userId: string },
    ): Promise<DocumentRow[]> {
      const owned = await ownedCase(input.companyId, input.userId);
      const asked = (await requestsOf(db, owned.id)).find((candidate) => candidate.id === input.requestId);
      if (!asked) throw notFound('document request');
      if (asked.fulfilled_at || asked.withdrawn_at)
        throw new AppError('conflict', 'error.opening.request_fulfilled');
      const staged = await deps.documents.stage(request, {
        ownerId: input.userId,
        subjectType: 'company',
        subjectId: owned.id,
        type: asked.document_type,
      });
      const at = clock.now().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const rows = await staged.commit(trx);
          const answered = await trx
            .updateTable('due_diligence_requests')
            .set({ fulfilled_at: at, fulfilled_document_id: rows[0]?.id ?? null })
            .where('id', '=', asked.id)
            .where('fulfilled_at', 'is', null)
            .where('withdrawn_at', 'is', null)
            .executeTakeFirst();
          if (Number(answered.numUpdatedRows) !== 1)
            throw new AppError('conflict', 'error.opening.request_fulfilled');
          await audit.append(trx, {
            actor: { type: 'customer', id: input.userId },
            action: 'case.due_diligence_document_sent',
            object: { type: 'document', id: rows[0]?.id ?? null },
            caseId: owned.id,
            after: {
              request_id: asked.id,
              type: asked.document_type,
              files: rows.map((row) => ({ name: row.file_name, sha256: row.sha256 })),
            },
            requestId: request.id,
          });
          return rows;
        });
      } catch (error) {
        await staged.discard();
        throw error;
      }
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
