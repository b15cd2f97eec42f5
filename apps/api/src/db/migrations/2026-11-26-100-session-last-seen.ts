import { type Kysely, sql } from 'kysely';

// When a session was last used: a token left idle longer than the idle timeout is refused. Sessions
// opened before count as used when they were opened.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await sql`UPDATE sessions SET last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
