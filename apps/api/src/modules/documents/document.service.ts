import type { Readable } from 'node:stream';
import { type DocumentListReply, documentUrl } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentRow, DocumentSlotQuery } from '../../db/repositories/documents';
import { AppError } from '../../errors';
import { DocumentIntegrityError, DocumentNotStoredError } from '../../storage/document-storage';
import { toDocumentDto } from './document-dto';
import { documentNotFound } from './document-not-found';
import type { OwnedRepresentative } from './subject-access';
import { createSubjectDocuments, representativeSubject } from './subject-documents';
import { createUploadService, type DocumentServiceDeps } from './upload.service';

export function createDocumentService(deps: DocumentServiceDeps) {
  const { db, storage, clock, config, repos } = deps;
  const documents = repos.documents(db);

  /**
   * The user's live document (in the given subject and slot when named), or a 404 that does
   * not tell whether it exists for someone else or elsewhere.
   */
  async function getOwned(userId: string, id: string, within?: DocumentSlotQuery): Promise<DocumentRow> {
    const row = await documents.findOwned(id, userId);
    const inside =
      !within ||
      (row?.subject_type === within.subjectType &&
        row.subject_id === within.subjectId &&
        (within.type === undefined || row.type === within.type));
    if (!row || !inside) throw documentNotFound();
    return row;
  }

  return {
    ...createUploadService(deps),
    ...createSubjectDocuments(db, repos),

    list: (query: DocumentSlotQuery) => documents.list(query),

    /** The documents as the API answers them, with the links to their file and to their deletion. */
    replies: (rows: readonly DocumentRow[]): DocumentListReply =>
      rows.map((row) => toDocumentDto(config.publicApiUrl, row)),

    getOwned,

    /** identity_card_url and address_proof_url of the user: their latest live upload in each slot. */
    async urlsOfUser(userId: string): Promise<{ identityCard: string | null; addressProof: string | null }> {
      const subject = { subjectType: 'user', subjectId: userId } as const;
      const [identityCard, addressProof] = await Promise.all([
        documents.latest({ ...subject, type: 'identity_card' }),
        documents.latest({ ...subject, type: 'proof_of_address' }),
      ]);
      const url = (row: { id: string } | undefined) =>
        row ? documentUrl(config.publicApiUrl, row.id) : null;
      return { identityCard: url(identityCard), addressProof: url(addressProof) };
    },

    /**
     * One of a representative's documents; the account holder's identity card may be reached
     * from here too, as it is shown with the representative who is the user.
     */
    async getOwnedOfRepresentative(
      userId: string,
      id: string,
      representative: OwnedRepresentative,
    ): Promise<DocumentRow> {
      return getOwned(userId, id, {
        subjectType: 'representative',
        subjectId: representative.id,
      }).catch((error: unknown) => {
        if (!representative.isAccountHolder) throw error;
        return getOwned(userId, id, {
          ...representativeSubject(representative, userId, 'identity_card'),
          type: 'identity_card',
        });
      });
    },

    /**
     * The decrypted bytes. A file that fails its integrity check is never served: the client
     * gets a clear 404 (its viewer shows "file not found") and operators get an error log.
     */
    async open(row: DocumentRow, log: FastifyBaseLogger): Promise<Readable> {
      try {
        return await storage.get(row.storage_key);
      } catch (error) {
        if (error instanceof DocumentIntegrityError) {
          log.error({ documentId: row.id }, 'document failed its integrity check');
          throw new AppError('not_found', 'document.unreadable', undefined, {
            reason: 'unreadable',
          });
        }
        if (error instanceof DocumentNotStoredError) {
          log.error({ documentId: row.id }, 'document bytes missing from storage');
          throw documentNotFound();
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
