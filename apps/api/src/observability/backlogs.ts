import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock';
import type { DbEngine } from '../db/create-db';
import type { Database } from '../db/schema';

/** How many wait, and since when, for one queue and state. No row, no person: counts only. */
export interface BacklogFigure {
  count: number;
  /** Seconds the oldest of them has waited (null when there are none). */
  oldestSeconds: number | null;
}

export interface Backlogs {
  /** The outbox's e-mails and text messages waiting (pending) and given up (failed), by channel. */
  outbox: Record<'email' | 'sms', Record<'pending' | 'failed', BacklogFigure>>;
  /** The insurer's status reports waiting for delivery (pending) and given up (failed). */
  statusReports: Record<'pending' | 'failed', BacklogFigure>;
  /** The database's size in bytes (SQLite: its pages, the write-ahead log aside; PostgreSQL: pg_database_size). */
  databaseBytes: number;
}

const none = (): BacklogFigure => ({ count: 0, oldestSeconds: null });

/**
 * The backlogs an operator watches, read from the database at each scrape: a few grouped counts
 * on indexed columns (status, state), so a scrape stays cheap whatever the tables hold.
 */
export function createBacklogReader(deps: { db: Kysely<Database>; engine: DbEngine; clock: Clock }) {
  const { db, engine, clock } = deps;
  const age = (oldest: string | null | undefined): number | null =>
    oldest ? Math.max(0, (clock.now().getTime() - Date.parse(oldest)) / 1000) : null;

  async function databaseBytes(): Promise<number> {
    if (engine === 'postgres') {
      const { rows } = await sql<{
        bytes: number;
      }>`select pg_database_size(current_database()) as bytes`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    }
    const { rows } = await sql<{ bytes: number }>`
      select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db);
    return Number(rows[0]?.bytes ?? 0);
  }

  return async function readBacklogs(): Promise<Backlogs> {
    const outboxRows = await db
      .selectFrom('outbox_messages')
      .select([
        'channel',
        'status',
        sql<number>`count(*)`.as('n'),
        sql<string | null>`min(created_at)`.as('oldest'),
      ])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy(['channel', 'status'])
      .execute();
    const outbox: Backlogs['outbox'] = {
      email: { pending: none(), failed: none() },
      sms: { pending: none(), failed: none() },
    };
    for (const row of outboxRows) {
      if (row.status !== 'pending' && row.status !== 'failed') continue;
      outbox[row.channel][row.status] = { count: Number(row.n), oldestSeconds: age(row.oldest) };
    }
    const reportRows = await db
      .selectFrom('status_reports')
      .select(['state', sql<number>`count(*)`.as('n'), sql<string | null>`min(created_at)`.as('oldest')])
      .where('state', 'in', ['pending', 'failed'])
      .groupBy('state')
      .execute();
    const statusReports: Backlogs['statusReports'] = { pending: none(), failed: none() };
    for (const row of reportRows) {
      if (row.state !== 'pending' && row.state !== 'failed') continue;
      statusReports[row.state] = { count: Number(row.n), oldestSeconds: age(row.oldest) };
    }
    return { outbox, statusReports, databaseBytes: await databaseBytes() };
  };
}

export type BacklogReader = ReturnType<typeof createBacklogReader>;
