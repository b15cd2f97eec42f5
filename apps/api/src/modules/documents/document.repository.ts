import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocumentSubjectType, DocumentsTable } from '../../db/tables/documents';

export type DocumentRow = Selectable<DocumentsTable>;

export interface DocumentSubject {
  subjectType: DocumentSubjectType;
  subjectId: string;
}

export interface DocumentSlotQuery extends DocumentSubject {
  /** One slot (kbis, identity_card...); all of the subject's documents when absent. */
  type?: string;
}

/** SQL for document metadata; only live documents (deleted_at null) unless said otherwise. */
export function createDocumentRepository(db: Kysely<Database>) {
  return {
    async insertMany(rows: DocumentRow[], trx: Kysely<Database> = db): Promise<void> {
      if (rows.length > 0) await trx.insertInto('documents').values(rows).execute();
    },

    async list(query: DocumentSlotQuery): Promise<DocumentRow[]> {
      let select = db
        .selectFrom('documents')
        .selectAll()
        .where('subject_type', '=', query.subjectType)
        .where('subject_id', '=', query.subjectId)
        .where('deleted_at', 'is', null);
      if (query.type) select = select.where('type', '=', query.type);
      return select.orderBy('created_at').orderBy('id').execute();
    },

    async count(query: DocumentSlotQuery & { type: string }): Promise<number> {
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('subject_type', '=', query.subjectType)
        .where('subject_id', '=', query.subjectId)
        .where('type', '=', query.type)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** The document when it is live and belongs to userId; undefined otherwise (never tells which). */
    async findOwned(id: string, userId: string): Promise<DocumentRow | undefined> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async markDeleted(ids: string[], at: string, trx: Kysely<Database> = db): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('documents')
        .set({ deleted_at: at })
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
