import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { DocumentRow } from '../../db/repositories/documents';
import type { Database } from '../../db/schema';
import type { DocumentSubjectType } from '../../db/tables/documents';
import { newId } from '../../ids';
import type { DocumentStorage } from '../../storage/document-storage';
import { cleanFileName } from './file-name';
import { type InspectedFile, inspectUpload } from './inspect-upload';
import { lockSlot } from './slot-lock';
import { refusalOf, uploadRefusedError } from './upload-errors';
import { UploadRefusedError } from './upload-refused';

/** Where uploaded files go: who owns them, what they prove, and the slot. */
export interface UploadSlot {
  ownerId: string;
  subjectType: DocumentSubjectType;
  subjectId: string;
  type: string;
}

export interface UploadOptions {
  /** true: the slot's current documents are archived (replaced) when the upload commits. */
  archive?: boolean;
  /** false: a request without any file is accepted (the KYC form may carry none). */
  requireFile?: boolean;
}

export interface StagedUpload {
  /** The form's other fields as text (e.g. `jsonBody` of the KYC multipart variant). */
  fields: Record<string, string>;
  /** The documents commit() will record; their bytes are already stored. */
  documents: DocumentRow[];
  /** Records the documents (in trx when given, so a caller's own writes commit with them). */
  commit(trx?: Kysely<Database>): Promise<DocumentRow[]>;
  /**
   * Removes the stored bytes; nothing of the upload remains. Also to be called when the
   * caller's transaction given to commit(trx) failed.
   */
  discard(): Promise<void>;
}

/** Multipart field names carrying files: `files`, and `files[]` as the KYC form sends it. */
const FILE_FIELDS = new Set(['files', 'files[]']);

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

/** What the document services are built from. */
export interface DocumentServiceDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  clock: Clock;
  config: AppConfig;
  repos: ReposOf<'documents' | 'kycAnswers'>;
}

export function createUploadService(deps: DocumentServiceDeps) {
  const { db, storage, clock, config, repos } = deps;
  const documents = repos.documents(db);
  const { maxFileBytes, maxFiles } = config.upload;

  async function removeBytes(rows: DocumentRow[]): Promise<void> {
    await Promise.all(rows.map((row) => storage.delete(row.storage_key)));
  }

  /**
   * Reads the multipart body, storing each file (encrypted) as it streams in after checking its
   * size and type by content. All or nothing: the first refused file removes every file of the
   * request already stored and the request is answered with the translated reason.
   */
  async function stage(
    request: FastifyRequest,
    slot: UploadSlot,
    options: UploadOptions = {},
  ): Promise<StagedUpload> {
    const already = options.archive ? 0 : await documents.count(slot);
    const staged: DocumentRow[] = [];
    const fields: Record<string, string> = {};
    // Strictly increasing times keep the files of one request in the order they were sent.
    let lastTime = 0;
    const uploadedAt = () => {
      lastTime = Math.max(clock.now().getTime(), lastTime + 1);
      return new Date(lastTime).toISOString();
    };
    try {
      if (!request.isMultipart()) throw new UploadRefusedError('no_file');
      // One over each limit, so that our own checks (with their clear messages) fire first.
      const parts = request.parts({
        limits: { fileSize: maxFileBytes + 1, files: maxFiles + 1, fields: 50 },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
          continue;
        }
        if (!FILE_FIELDS.has(part.fieldname)) {
          await drain(part.file);
          continue;
        }
        if (already + staged.length >= maxFiles) throw new UploadRefusedError('too_many_files');
        const inspected: Partial<InspectedFile> = {};
        const storageKey = newId();
        await storage.put(storageKey, Readable.from(inspectUpload(part.file, maxFileBytes, inspected)));
        staged.push({
          id: newId(),
          user_id: slot.ownerId,
          subject_type: slot.subjectType,
          subject_id: slot.subjectId,
          type: slot.type,
          file_name: cleanFileName(part.filename),
          mime_type: inspected.mimeType ?? 'application/octet-stream',
          size: inspected.size ?? 0,
          sha256: inspected.sha256 ?? '',
          storage_key: storageKey,
          created_at: uploadedAt(),
          deleted_at: null,
        });
      }
      if (staged.length === 0 && options.requireFile !== false) throw new UploadRefusedError('no_file');
    } catch (error) {
      await removeBytes(staged);
      const reason = refusalOf(error);
      if (reason) {
        request.log.info({ reason, subjectType: slot.subjectType, type: slot.type }, 'upload refused');
        throw uploadRefusedError(reason, config);
      }
      throw error;
    }

    let committed = false;
    let discarded = false;
    let ownTransaction = false;
    return {
      fields,
      documents: staged,
      async commit(trx) {
        if (committed || discarded) throw new Error('upload already committed or discarded');
        committed = true;
        ownTransaction = !trx;
        const write = async (tx: Kysely<Database>) => {
          // The count read at the start may be stale: another upload into the slot may have
          // committed since. Counted again under the slot's lock, with the insert.
          await lockSlot(tx, slot);
          if (!options.archive) {
            const live = await repos.documents(tx).count(slot);
            if (live + staged.length > maxFiles) throw new UploadRefusedError('too_many_files');
          }
          if (options.archive) {
            const current = await repos.documents(tx).list(slot);
            await documents.markDeleted(
              current.map((row) => row.id),
              clock.now().toISOString(),
              tx,
            );
          }
          await documents.insertMany(staged, tx);
        };
        try {
          if (trx) await write(trx);
          else await db.transaction().execute(write);
        } catch (error) {
          await removeBytes(staged);
          const reason = refusalOf(error);
          if (reason) throw uploadRefusedError(reason, config);
          throw error;
        }
        request.log.info(
          { documents: staged.map((row) => ({ id: row.id, size: row.size })), type: slot.type },
          'documents stored',
        );
        return staged;
      },
      async discard() {
        if (discarded || (committed && ownTransaction)) return;
        discarded = true;
        await removeBytes(staged);
      },
    };
  }

  return {
    stage,
    /** stage() then commit(): the route-level upload of every document slot. */
    async upload(
      request: FastifyRequest,
      slot: UploadSlot,
      options: UploadOptions = {},
    ): Promise<DocumentRow[]> {
      const staged = await stage(request, slot, options);
      return staged.commit();
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
