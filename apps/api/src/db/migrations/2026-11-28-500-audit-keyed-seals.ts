import { type Kysely, sql } from 'kysely';

// Keyed seals for the audit journal: each new entry records the id of the key whose HMAC seals it.
// The entries already written keep their plain SHA-256 hashes and get no key id: nothing is
// re-sealed. The head records the first entry that must be keyed (the one after those), which
// the API then seals into the chain and into every checkpoint (docs/audit-journal.md).
// Adding columns touches no row of audit_entries: PostgreSQL's append-only trigger stays as it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_entries').addColumn('key_id', 'text').execute();
  await db.schema
    .alterTable('audit_chain_head')
    .addColumn('keyed_from', 'bigint', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`UPDATE audit_chain_head SET keyed_from = sequence + 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the key ids would leave keyed entries that no check can verify.
  const keyed = await sql<{
    id: string;
  }>`SELECT id FROM audit_entries WHERE key_id IS NOT NULL LIMIT 1`.execute(db);
  if (keyed.rows.length > 0)
    throw new Error('audit_entries holds keyed entries: their key ids cannot be dropped');
  await db.schema.alterTable('audit_chain_head').dropColumn('keyed_from').execute();
  await db.schema.alterTable('audit_entries').dropColumn('key_id').execute();
}
