import {
  type ApplicationReply,
  centsToMoney,
  FIRST_TRANSFER_MINIMUM_CENTS,
  type Locale,
  type OpeningStatus,
  ribPdfUrl,
  WITHDRAWN_REASON,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { AuditJournal } from '../../audit';
import type { ReposOf } from '../../db/repositories';
import { AppError, notFound } from '../../errors';
import type { AppDeps } from '../../types';
import type { DocumentRow, DocumentService } from '../documents';
import type { OpeningsService } from '../openings/openings.service';
import { pendingRequests } from './requested-documents';
import { sentDocuments } from './sent-documents';

/**
 * The customer's side of the lifecycle: their opening's status and history in plain words (the
 * statuses it went through, never the bank's reasons or notes), what the bank asks of them, and
 * the documents they send again; once every requested document is sent the case returns to review.
 */
export function createApplicationService(
  deps: AppDeps & {
    audit: AuditJournal;
    repos: ReposOf<'cases' | 'documents'>;
    openings: OpeningsService;
    documents: DocumentService;
  },
) {
  const { db, clock, config, audit, repos, openings } = deps;

  /** The customer's own opening, or 404 (another customer's is not told apart from none). */
  async function ownedFacts(companyId: string, userId: string) {
    const facts = await repos
      .cases(db)
      .facts(companyId)
      .catch(() => null);
    if (!facts || facts.user.id !== userId) throw notFound('company');
    return facts;
  }

  return {
    async get(companyId: string, userId: string, locale: Locale): Promise<ApplicationReply> {
      const facts = await ownedFacts(companyId, userId);
      const events = await db
        .selectFrom('opening_events')
        .select(['at', 'to_status', 'actor_kind', 'details'])
        .where('company_id', '=', companyId)
        .orderBy('seq')
        .execute();
      const history = events.map((event) => ({
        at: event.at,
        status: event.to_status,
        by: event.actor_kind === 'customer' ? ('customer' as const) : ('bank' as const),
        withdrawn: event.to_status === 'closed' && closingReason(event.details) === WITHDRAWN_REASON,
      }));
      return {
        company_id: facts.id,
        company_name: facts.name,
        journey: facts.journey,
        status: facts.status,
        withdrawn: facts.status === 'closed' && history.at(-1)?.withdrawn === true,
        account: facts.account
          ? {
              holder_name: facts.account.holderName,
              iban: facts.account.iban,
              bic: facts.account.bic,
              rib: { pdf_url: ribPdfUrl(config.publicApiUrl, facts.account.uuid) },
            }
          : null,
        first_transfer_minimum: centsToMoney(FIRST_TRANSFER_MINIMUM_CENTS),
        history,
        requested_documents:
          facts.status === 'documents_requested'
            ? await pendingRequests(db, companyId, locale, facts.legalForm)
            : [],
        documents: await sentDocuments(db, repos.documents(db), {
          subject: {
            caseId: facts.id,
            userId: facts.user.id,
            userName: `${facts.user.firstName} ${facts.user.lastName}`.trim(),
            companyName: facts.name,
          },
          locale,
          legalForm: facts.legalForm,
          publicApiUrl: config.publicApiUrl,
        }),
      };
    },

    /**
     * A file sent again for one request: it replaces the documents of that slot, the request is
     * answered, and when nothing else is awaited the case returns to review (actor: the customer),
     * all in one transaction. 404 for another customer's request, 409 once answered or no longer asked.
     */
    async resend(
      request: FastifyRequest,
      input: { companyId: string; requestId: string; userId: string },
    ): Promise<DocumentRow[]> {
      const facts = await ownedFacts(input.companyId, input.userId);
      const asked = await db
        .selectFrom('document_decisions')
        .selectAll()
        .where('id', '=', input.requestId)
        .where('company_id', '=', facts.id)
        .where('decision', '=', 'resubmit')
        .executeTakeFirst();
      if (!asked) throw notFound('document request');
      if (asked.fulfilled_at || facts.status !== 'documents_requested') {
        throw new AppError('conflict', 'error.opening.request_fulfilled');
      }
      const staged = await deps.documents.stage(
        request,
        {
          ownerId: input.userId,
          subjectType: asked.subject_type,
          subjectId: asked.subject_id,
          type: asked.document_type,
        },
        { archive: true },
      );
      const at = clock.now().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const rows = await staged.commit(trx);
          const answered = await trx
            .updateTable('document_decisions')
            .set({ fulfilled_at: at, fulfilled_document_id: rows[0]?.id ?? null })
            .where('id', '=', asked.id)
            .where('fulfilled_at', 'is', null)
            .executeTakeFirst();
          if (Number(answered.numUpdatedRows) !== 1)
            throw new AppError('conflict', 'error.opening.request_fulfilled');
          await audit.append(trx, {
            actor: { type: 'customer', id: input.userId },
            action: 'case.document_resent',
            object: { type: 'document', id: rows[0]?.id ?? null },
            caseId: facts.id,
            after: {
              request_id: asked.id,
              type: asked.document_type,
              files: rows.map((row) => row.file_name),
            },
            requestId: request.id,
          });
          const waiting = await trx
            .selectFrom('document_decisions')
            .select('id')
            .where('company_id', '=', facts.id)
            .where('decision', '=', 'resubmit')
            .where('fulfilled_at', 'is', null)
            .executeTakeFirst();
          if (!waiting) {
            const to: OpeningStatus = 'under_review';
            await openings.move(trx, {
              companyId: facts.id,
              to,
              actor: { kind: 'customer', id: input.userId },
              at,
              requestId: request.id,
            });
          }
          return rows;
        });
      } catch (error) {
        await staged.discard();
        throw error;
      }
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** The reason a move's details give (a withdrawal's), if any. */
function closingReason(details: string): unknown {
  const parsed: unknown = JSON.parse(details);
  return parsed && typeof parsed === 'object' && 'reason' in parsed ? parsed.reason : undefined;
}
