import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { documentLabel, type Locale } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { AuditJournal, ChainCheck } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import type { BackofficeCaseService } from '../backoffice/case.service';
import type { DecisionService } from '../decisions/decision.service';
import type { DocumentService } from '../documents';
import type { MeasuresService } from '../measures/measures.service';
import type { OperatorContext } from '../operators/operator-session.service';
import type { RiskService } from '../risk/risk.service';
import type { ScreeningService } from '../screening/screening.service';
import { documentPath, sha256Sums } from './archive-paths';
import {
  type CaseExportRecord,
  EXPORT_FORMAT,
  type ExportedDocument,
  type ExportedJournalEntry,
} from './export-record';
import { createSummaryPdf } from './summary-pdf';

export interface CaseExportDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  repos: ReposOf<'documents'>;
  backofficeCases: Pick<BackofficeCaseService, 'read'>;
  decisions: Pick<DecisionService, 'decisions'>;
  risk: Pick<RiskService, 'caseRisk'>;
  measures: Pick<MeasuresService, 'measuresOf'>;
  documents: Pick<DocumentService, 'open'>;
  /** The case's screening record, read as the back-office reads the hits. */
  screening: Pick<ScreeningService, 'caseRecord'>;
  verifyJournal: () => Promise<ChainCheck>;
}

const parsed = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/** Every entry of the journal about the case, in the chain's order, with its hashes. */
async function journalOf(db: Kysely<Database>, caseId: string): Promise<ExportedJournalEntry[]> {
  const rows = await db
    .selectFrom('audit_entries')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('sequence')
    .execute();
  return rows.map((row) => ({
    sequence: Number(row.sequence),
    at: row.at,
    actor_type: row.actor_type,
    actor_id: row.actor_id,
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    before: parsed(row.before_value),
    after: parsed(row.after_value),
    request_id: row.request_id,
    previous_hash: row.previous_hash,
    hash: row.hash,
  }));
}

/**
 * The regulator's view of a case: one ZIP with a readable PDF summary, the same as JSON, every
 * document of the case decrypted with the list of their SHA-256 (`sha256sum -c` reads it). Built
 * whole before anything is sent, so a file that cannot be read is an error, never a cut archive;
 * the export is journaled with the archive's own SHA-256 before it leaves.
 */
export function createCaseExportService(deps: CaseExportDeps) {
  const { db, clock, audit } = deps;

  return {
    async export(
      operator: OperatorContext,
      caseId: string,
      context: { locale: Locale; requestId: string; log: FastifyBaseLogger },
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const { locale } = context;
      const detail = await deps.backofficeCases.read(caseId, locale);
      const rows = await deps.repos.documents(db).ofCase({
        caseId,
        userId: detail.customer.id,
        userName: detail.customer.name,
        companyName: detail.summary.company_name,
      });
      const files: Record<string, Uint8Array> = {};
      const documents: ExportedDocument[] = [];
      for (const [index, { row, subjectName }] of rows.entries()) {
        const bytes = await buffer(await deps.documents.open(row, context.log));
        const path = documentPath(index, row.type, row.file_name);
        files[path] = bytes;
        documents.push({
          id: row.id,
          type: row.type,
          label: documentLabel(locale, row.subject_type, row.type),
          subject_type: row.subject_type,
          subject_name: subjectName,
          file_name: row.file_name,
          mime_type: row.mime_type,
          size: row.size,
          sha256: row.sha256,
          received_at: row.created_at,
          path,
        });
      }
      const screening = await deps.screening.caseRecord(caseId);
      const checked = await deps.verifyJournal();
      const exportedAt = clock.now().toISOString();
      const { summary, customer, company, people, kyc, health } = detail;
      const record: CaseExportRecord = {
        format: EXPORT_FORMAT,
        exported_at: exportedAt,
        exported_by: { id: operator.id, name: operator.name, role: operator.role },
        language: locale,
        case: { summary, customer, company, people, kyc, health },
        decisions: await deps.decisions.decisions(caseId),
        risk: await deps.risk.caseRisk(caseId, locale),
        identity_measures: (await deps.measures.measuresOf(caseId)).measures,
        screening,
        documents,
        journal: {
          entries: await journalOf(db, caseId),
          verification: {
            checked_at: exportedAt,
            ok: checked.ok,
            checked: checked.checked,
            checkpoints: checked.checkpoints,
            anchor: checked.anchor,
            first_broken: checked.firstBroken,
          },
        },
      };
      files['summary.pdf'] = await createSummaryPdf(record, locale);
      files['case.json'] = strToU8(`${JSON.stringify(record, null, 2)}\n`);
      files['documents/SHA256SUMS'] = strToU8(sha256Sums(documents));
      // Documents are PDFs and images, compressed already: stored as they are.
      const bytes = zipSync(files, { level: 0, mtime: new Date(exportedAt) });
      const archiveSha256 = createHash('sha256').update(bytes).digest('hex');
      await db.transaction().execute((trx) =>
        audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'case.exported',
          object: { type: 'company', id: caseId },
          caseId,
          after: {
            archive_sha256: archiveSha256,
            documents: documents.map(({ id, sha256 }) => ({ id, sha256 })),
            journal_ok: checked.ok,
            language: locale,
          },
          requestId: context.requestId,
        }),
      );
      return { fileName: `case-${caseId}-${exportedAt.slice(0, 10)}.zip`, bytes };
    },
  };
}

export type CaseExportService = ReturnType<typeof createCaseExportService>;
