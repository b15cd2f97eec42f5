import type { Readable } from 'node:stream';
import type { CaseDetailReply, CaseListQuerySchema, CaseListReply, Locale } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuditJournal } from '../../audit';
import type { ReposOf } from '../../db/repositories';
import type { DocumentRow } from '../../db/repositories/documents';
import { notFound } from '../../errors';
import type { AppDeps } from '../../types';
import type { LegalHoldService } from '../data-rights/legal-hold.service';
import type { DocumentService } from '../documents';
import type { HealthProfessionalsService } from '../health-professionals/health-professionals.service';
import type { KycService } from '../kyc/kyc.service';
import type { OperatorContext } from '../operators/operator-session.service';
import type { ProSanteConnectService } from '../pro-sante-connect/pro-sante-connect.service';
import { caseDetail } from './case-detail';
import { listCases } from './case-list';

/**
 * The back-office's reading of openings: the case list, the case page and a case's document
 * files. Each case page and each file served is recorded in the audit journal as it is read.
 */
export function createBackofficeCaseService(
  deps: AppDeps & {
    audit: AuditJournal;
    repos: ReposOf<'documents'>;
    documents: DocumentService;
    kyc: KycService;
    healthProfessionals: HealthProfessionalsService;
    /** The account user's professional-status evidence (through the hub). */
    proSanteConnect: Pick<ProSanteConnectService, 'evidenceOfUser'>;
    /** The bank's standing legal hold on the case (through the hub). */
    legalHolds: Pick<LegalHoldService, 'standing'>;
  },
) {
  const { db, clock, config, audit } = deps;
  const sla = config.backoffice.slaWorkingDays;

  return {
    list: (query: z.output<typeof CaseListQuerySchema>, operator: OperatorContext): Promise<CaseListReply> =>
      listCases(db, query, { now: clock.now(), slaWorkingDays: sla, operatorId: operator.id }),

    /** The case page's content, not journaled: for a caller that journals its own use of it (the export). */
    read: (caseId: string, locale: Locale): Promise<CaseDetailReply> =>
      caseDetail(deps, caseId, { now: clock.now(), slaWorkingDays: sla, locale }),

    async view(
      operator: OperatorContext,
      caseId: string,
      locale: Locale,
      requestId: string,
    ): Promise<CaseDetailReply> {
      const detail = await caseDetail(deps, caseId, { now: clock.now(), slaWorkingDays: sla, locale });
      await db.transaction().execute((trx) =>
        audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'case.viewed',
          object: { type: 'company', id: caseId },
          caseId,
          requestId,
        }),
      );
      return detail;
    },

    /** One of the case's documents, opened for the operator's viewer; the view is journaled first. */
    async openDocument(
      operator: OperatorContext,
      caseId: string,
      documentId: string,
      requestId: string,
      log: FastifyBaseLogger,
    ): Promise<{ row: DocumentRow; stream: Readable }> {
      const owner = await db
        .selectFrom('companies as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.name', 'c.user_id', 'u.first_name', 'u.last_name'])
        .where('c.id', '=', caseId)
        .executeTakeFirst();
      if (!owner) throw notFound('case');
      const documents = await deps.repos.documents(db).ofCase({
        caseId,
        userId: owner.user_id,
        userName: `${owner.first_name} ${owner.last_name}`,
        companyName: owner.name,
      });
      const found = documents.find(({ row }) => row.id === documentId);
      if (!found) throw notFound('document');
      await db.transaction().execute((trx) =>
        audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'case.document_viewed',
          object: { type: 'document', id: documentId },
          caseId,
          after: { type: found.row.type, file_name: found.row.file_name },
          requestId,
        }),
      );
      return { row: found.row, stream: await deps.documents.open(found.row, log) };
    },
  };
}

export type BackofficeCaseService = ReturnType<typeof createBackofficeCaseService>;
