import {
  type AskedDocumentReply,
  companyDocumentHint,
  documentLabel,
  dueDiligenceDocuments,
  isUnderBankRecord,
  type Locale,
  type OpeningStatus,
  translate,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Database } from '../../db/schema';
import type { DueDiligenceRequestsTable } from '../../db/tables/compliance';
import { newId } from '../../ids';
import type { RiskActor, RiskRatingRecord } from './risk-records';

const auditActor = (actor: RiskActor) => ({ type: actor.type, id: actor.id });

/** The case's requests, oldest first. */
export const requestsOf = (conn: Kysely<Database>, caseId: string): Promise<DueDiligenceRequestsTable[]> =>
  conn
    .selectFrom('due_diligence_requests')
    .selectAll()
    .where('company_id', '=', caseId)
    .orderBy('requested_at')
    .orderBy('id')
    .execute();

const isOpen = (request: DueDiligenceRequestsTable) => !request.fulfilled_at && !request.withdrawn_at;

/**
 * What a new rating asks of the customer once the opening is the bank's (from submission): an
 * enhanced one, each document of enhanced due diligence not already asked (or sent); a lower one
 * withdraws what was asked and not sent yet. Journaled with the rating's transaction.
 */
export async function followUpDueDiligence(
  trx: Kysely<Database>,
  audit: AuditJournal,
  change: {
    caseId: string;
    status: OpeningStatus;
    rating: RiskRatingRecord;
    actor: RiskActor;
    requestId: string | null;
  },
): Promise<void> {
  if (!isUnderBankRecord(change.status)) return;
  const requests = await requestsOf(trx, change.caseId);
  const wanted = dueDiligenceDocuments(change.rating.tier);
  for (const kind of wanted) {
    if (requests.some((request) => request.document_type === kind && !request.withdrawn_at)) continue;
    const request: DueDiligenceRequestsTable = {
      id: newId(),
      company_id: change.caseId,
      rating_id: change.rating.id,
      document_type: kind,
      requested_at: change.rating.rated_at,
      fulfilled_at: null,
      fulfilled_document_id: null,
      withdrawn_at: null,
    };
    await trx.insertInto('due_diligence_requests').values(request).execute();
    await audit.append(trx, {
      actor: auditActor(change.actor),
      action: 'case.due_diligence_requested',
      object: { type: 'due_diligence_request', id: request.id },
      caseId: change.caseId,
      after: { document_type: kind, rating_id: change.rating.id, tier: change.rating.tier },
      requestId: change.requestId,
    });
  }
  for (const request of requests.filter(isOpen)) {
    if (wanted.includes(request.document_type)) continue;
    await trx
      .updateTable('due_diligence_requests')
      .set({ withdrawn_at: change.rating.rated_at })
      .where('id', '=', request.id)
      .execute();
    await audit.append(trx, {
      actor: auditActor(change.actor),
      action: 'case.due_diligence_withdrawn',
      object: { type: 'due_diligence_request', id: request.id },
      caseId: change.caseId,
      before: { document_type: request.document_type },
      after: { rating_id: change.rating.id, tier: change.rating.tier },
      requestId: change.requestId,
    });
  }
}

/** What the customer is asked for and has not sent, in their language, with what to send. */
export async function askedDocuments(
  conn: Kysely<Database>,
  caseId: string,
  locale: Locale,
): Promise<AskedDocumentReply[]> {
  return (await requestsOf(conn, caseId)).filter(isOpen).map((request) => {
    const kind = request.document_type;
    return {
      id: request.id,
      document_type: kind,
      label: documentLabel(locale, 'company', kind),
      hint: translate(locale, companyDocumentHint(kind)),
      requested_at: request.requested_at,
    };
  });
}
