import type { Readable } from 'node:stream';
import type { Locale } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import {
  DocumentIntegrityError,
  DocumentNotStoredError,
  type DocumentStorage,
} from '../../storage/document-storage';
import { createDocumentRepository, type DocumentRow, type DocumentSlotQuery } from './document.repository';
import { documentMessage } from './messages';
import { createSubjectAccess } from './subject-access';
import { createUploadService } from './upload.service';

export function createDocumentService(deps: {
  db: Kysely<Database>;
  storage: DocumentStorage;
  clock: Clock;
  config: AppConfig;
}) {
  const { db, storage, clock } = deps;
  const documents = createDocumentRepository(db);
  const notFound = (locale: Locale) => new AppError('not_found', documentMessage(locale, 'not_found'));
  const access = createSubjectAccess(db);

  return {
    ...createUploadService(deps),
    /** The user's company, else 404. */
    ownedCompany: access.company,
    /** A representative of the user's company (and of companyId when given), else 404. */
    ownedRepresentative: access.representative,

    list: (query: DocumentSlotQuery) => documents.list(query),

    /**
     * The user's live document (in the given subject and slot when named), or a 404 that does
     * not tell whether it exists for someone else or elsewhere.
     */
    async getOwned(
      userId: string,
      id: string,
      locale: Locale,
      within?: DocumentSlotQuery,
    ): Promise<DocumentRow> {
      const row = await documents.findOwned(id, userId);
      const inside =
        !within ||
        (row?.subject_type === within.subjectType &&
          row.subject_id === within.subjectId &&
          (within.type === undefined || row.type === within.type));
      if (!row || !inside) throw notFound(locale);
      return row;
    },

    /**
     * The decrypted bytes. A file that fails its integrity check is never served: the client
     * gets a clear 404 (its viewer shows "file not found") and operators get an error log.
     */
    async open(row: DocumentRow, locale: Locale, log: FastifyBaseLogger): Promise<Readable> {
      try {
        return await storage.get(row.storage_key);
      } catch (error) {
        if (error instanceof DocumentIntegrityError) {
          log.error({ documentId: row.id }, 'document failed its integrity check');
          throw new AppError('not_found', documentMessage(locale, 'unreadable'), undefined, {
            reason: 'unreadable',
          });
        }
        if (error instanceof DocumentNotStoredError) {
          log.error({ documentId: row.id }, 'document bytes missing from storage');
          throw notFound(locale);
        }
        throw error;
      }
    },

    /**
     * Removes documents from the journey: the row is kept (deleted_at, for the audit trail) and
     * the bytes are erased, as the user was told deletion is irreversible.
     */
    async remove(rows: DocumentRow[], log: FastifyBaseLogger): Promise<void> {
      await documents.markDeleted(
        rows.map((row) => row.id),
        clock.now().toISOString(),
      );
      for (const row of rows) {
        try {
          await storage.delete(row.storage_key);
        } catch (error) {
          // The row is already gone from the journey; leftover bytes are only an operator matter.
          log.error({ documentId: row.id, err: error }, 'document bytes could not be erased');
        }
      }
      log.info({ documentIds: rows.map((row) => row.id) }, 'documents deleted');
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
