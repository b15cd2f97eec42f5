import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { UploadSlot } from './upload.service';

/**
 * Locks a document slot until the end of the transaction, so that counting its documents and
 * inserting new ones cannot interleave with another upload into the same slot.
 * PostgreSQL: a transaction-scoped advisory lock on the slot. SQLite: a write that touches no
 * row takes the database's write lock at once (within one process Kysely already runs one
 * transaction at a time on its single connection).
 */
export async function lockSlot(trx: Kysely<Database>, slot: UploadSlot): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const key = `documents:${slot.subjectType}:${slot.subjectId}:${slot.type}`;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  } else {
    await trx.updateTable('documents').set({ id: sql<string>`id` }).where(sql<boolean>`0 = 1`).execute();
  }
}
