import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Tables that name the opening without a cascading key: emptied of it before the company goes. */
const UNLINKED_TABLES = [
  'status_reports',
  'information_exchange_withdrawals',
  'health_verifications',
  'screening_hits',
  'case_screenings',
  'case_assignments',
] as const;

/** What a purge removed, by id and count only: the journal keeps this, never the data itself. */
export interface PurgedOpening {
  documents: string[];
  people: string[];
  /** Whether the customer's sign-in went too (they held no other opening). */
  userErased: boolean;
  /** The stored files to delete once the rows are gone (queued in the same transaction). */
  storageKeys: string[];
}

/**
 * Deletes an opening's rows in the caller's transaction: its people, its documents' rows, the
 * tables that name it without a cascade, the company (its own cascade with it) and, when asked
 * and they hold no other opening, the customer's sign-in and what hangs on it. The stored files
 * are queued for deletion in the same transaction, so a file whose delete fails after the commit
 * is retried, never forgotten.
 */
export async function purgeOpeningRows(
  trx: Transaction<Database>,
  input: { companyId: string; userId: string; withUser: boolean; at: string },
): Promise<PurgedOpening> {
  const { companyId, userId } = input;
  const people = await trx
    .selectFrom('representatives')
    .select('id')
    .where('company_id', '=', companyId)
    .execute();
  const subjects = [companyId, ...people.map((person) => person.id)];
  const otherOpenings = await trx
    .selectFrom('companies')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', companyId)
    .execute();
  const withUser = input.withUser && otherOpenings.length === 0;
  let documentsQuery = trx
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where('user_id', '=', userId);
  // The customer's own documents go with their sign-in; else only those of this opening.
  if (!withUser) {
    documentsQuery = documentsQuery
      .where('subject_type', 'in', ['company', 'representative', 'mandate'])
      .where('subject_id', 'in', subjects);
  }
  const documents = await documentsQuery.execute();

  for (const table of UNLINKED_TABLES) {
    const column = table === 'case_assignments' ? 'case_id' : 'company_id';
    await trx.deleteFrom(table).where(column, '=', companyId).execute();
  }
  // The company first: the decisions that name its documents go with it.
  await trx.deleteFrom('companies').where('id', '=', companyId).execute();
  if (documents.length > 0) {
    await trx
      .deleteFrom('documents')
      .where(
        'id',
        'in',
        documents.map((document) => document.id),
      )
      .execute();
    await trx
      .insertInto('pending_file_deletions')
      .values(
        documents.map((document) => ({
          storage_key: document.storage_key,
          queued_at: input.at,
          attempts: 0,
        })),
      )
      .onConflict((conflict) => conflict.column('storage_key').doNothing())
      .execute();
  }
  if (withUser) await trx.deleteFrom('users').where('id', '=', userId).execute();
  return {
    documents: documents.map((document) => document.id),
    people: people.map((person) => person.id),
    userErased: withUser,
    storageKeys: documents.map((document) => document.storage_key),
  };
}

/**
 * Deletes the queued stored files (after the purge committed); a file that cannot be deleted stays
 * queued with its error, for the next run. Returns how many went and how many wait.
 */
export async function deleteQueuedFiles(
  db: Kysely<Database>,
  storage: { delete(key: string): Promise<void> },
  keys?: readonly string[],
): Promise<{ deleted: number; failed: number }> {
  let query = db.selectFrom('pending_file_deletions').select(['storage_key', 'attempts']);
  if (keys) {
    if (keys.length === 0) return { deleted: 0, failed: 0 };
    query = query.where('storage_key', 'in', keys);
  }
  const queued = await query.orderBy('queued_at').limit(500).execute();
  let deleted = 0;
  let failed = 0;
  for (const { storage_key: key, attempts } of queued) {
    try {
      await storage.delete(key);
      await db.deleteFrom('pending_file_deletions').where('storage_key', '=', key).execute();
      deleted += 1;
    } catch (error) {
      failed += 1;
      await db
        .updateTable('pending_file_deletions')
        .set({
          attempts: attempts + 1,
          last_error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
        })
        .where('storage_key', '=', key)
        .execute();
    }
  }
  return { deleted, failed };
}
