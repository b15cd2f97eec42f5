import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Locale } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { DocumentRow } from '../../db/repositories/documents';
import type { Database } from '../../db/schema';
import type { DocumentService } from '../documents';
import { readDataExport } from './data-export-record';
import { dataExportSummaryHtml } from './data-export-summary';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  documents: Pick<DocumentService, 'open'>;
}

/** The customer's ZIP, written as it is read: the summary and the JSON, then each file in turn. */
async function writeArchive(
  out: PassThrough,
  entries: { summary: string; json: string; files: { row: DocumentRow; path: string }[] },
  open: (row: DocumentRow) => Promise<Readable>,
) {
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  // Holds the next file back until the client has taken what is already written.
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  for (const [name, text] of [
    ['summary.html', entries.summary],
    ['data.json', entries.json],
  ] as const) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  for (const { row, path } of entries.files) {
    // Documents are PDFs and images, compressed already: stored as they are.
    const entry = new ZipPassThrough(path);
    zip.add(entry);
    for await (const chunk of await open(row)) {
      entry.push(chunk as Uint8Array);
      await drained();
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
}

/**
 * The customer's copy of everything the bank holds about them (GDPR articles 15 and 20): a ZIP
 * with a readable summary in their language, the same data as `data.json` and every document they
 * sent. The archive streams to the client, never held whole; the journal records the export with
 * ids only before the first byte leaves.
 */
export function createDataExportService({ db, clock, audit, documents }: Deps) {
  return {
    async export(
      userId: string,
      context: { locale: Locale; requestId: string; log: FastifyBaseLogger },
    ): Promise<{ fileName: string; stream: Readable }> {
      const exportedAt = clock.now().toISOString();
      const { record, files } = await readDataExport(db, userId, { exportedAt, language: context.locale });
      await db.transaction().execute((trx) =>
        audit.append(trx, {
          actor: { type: 'customer', id: userId },
          action: 'data_rights.exported',
          object: { type: 'user', id: userId },
          after: {
            openings: record.openings.map((opening) => opening.company.id),
            documents: record.documents.map((file) => file.id),
          },
          requestId: context.requestId,
          at: exportedAt,
        }),
      );
      const out = new PassThrough();
      writeArchive(
        out,
        {
          summary: dataExportSummaryHtml(record, context.locale),
          json: `${JSON.stringify(record, null, 2)}\n`,
          files,
        },
        (row) => documents.open(row, context.log),
      ).catch((error: unknown) => {
        // The headers are gone: a file that cannot be read cuts the archive, which the client sees as broken.
        context.log.error({ err: error, userId }, 'data export stopped before its end');
        out.destroy(error instanceof Error ? error : new Error('data export failed'));
      });
      return { fileName: `data-export-${exportedAt.slice(0, 10)}.zip`, stream: out };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
