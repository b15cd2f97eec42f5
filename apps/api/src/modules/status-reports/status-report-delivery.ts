import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { DbEngine } from '../../db/create-db';
import type { Database } from '../../db/schema';
import type { OutboundHttp } from '../../http-out/outbound-http';
import { type StatusReportRow, statusReportEvent } from './status-report-body';

/** A retry waits at most this long, however many attempts failed before. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;
/** Rounds of one sweep: each round takes the next report of every opening whose previous one went. */
const MAX_ROUNDS = 20;

export type StatusReportSettings = AppConfig['statusReports'];

export interface SweepResult {
  delivered: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** One delivery attempt, for the API's log: ids, type, outcome and the error's text; never the body. */
export interface DeliveryAttempt {
  reportId: string;
  /** The request whose move caused the report. */
  requestId: string | null;
  type: string;
  outcome: keyof SweepResult;
  attempts: number;
  error: string | null;
}

/** The delay before the attempt after `attempts` failed ones: first, doubled each time, capped. */
export const retryDelayMs = (attempts: number, firstRetryMs: number): number =>
  Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * Delivers due status reports to the insurer's URL. Each report is leased before its attempt
 * (locked_until): on PostgreSQL the lease is taken with FOR UPDATE SKIP LOCKED, so several API
 * processes never attempt the same report at once; SQLite is one process. A report is due only
 * when no earlier report of its opening is still pending: reports reach the insurer in order per
 * opening. A process killed mid-attempt leaves a lease that expires: the report is sent again
 * with the same id (at least once; the insurer drops duplicates by id). The post goes through the
 * outbound guard (`http-out`): a refused destination, a redirect or any non-2xx is a failed attempt.
 */
export function createStatusReportDelivery(deps: {
  db: Kysely<Database>;
  engine: DbEngine;
  clock: Clock;
  settings: StatusReportSettings;
  outbound: OutboundHttp;
}) {
  const { db, engine, clock, settings, outbound } = deps;
  const leaseMs = settings.timeoutMs + 30_000;

  async function lease(now: Date): Promise<StatusReportRow[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('status_reports as r')
        .select('r.id')
        .where('r.state', '=', 'pending')
        .where('r.next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('r.locked_until', 'is', null), eb('r.locked_until', '<=', at)]))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('status_reports as e')
                .select('e.id')
                .whereRef('e.company_id', '=', 'r.company_id')
                .whereRef('e.seq', '<', 'r.seq')
                .where('e.state', '=', 'pending'),
            ),
          ),
        )
        .orderBy('r.next_attempt_at')
        .limit(BATCH);
      if (engine === 'postgres') due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      return trx
        .updateTable('status_reports')
        .set({ locked_until: until })
        .where('id', 'in', ids)
        .returningAll()
        .execute();
    });
  }

  async function attempt(
    row: StatusReportRow,
    told?: (attempt: DeliveryAttempt) => void,
  ): Promise<keyof SweepResult> {
    const outcome = await attemptOnce(row);
    told?.({
      reportId: row.id,
      requestId: row.request_id,
      type: row.type,
      outcome: outcome.outcome,
      attempts: outcome.attempts,
      error: outcome.error,
    });
    return outcome.outcome;
  }

  async function attemptOnce(
    row: StatusReportRow,
  ): Promise<{ outcome: keyof SweepResult; attempts: number; error: string | null }> {
    if (row.type === 'opening.refused' && !settings.reportRefused) {
      await db
        .updateTable('status_reports')
        .set({ state: 'skipped', locked_until: null })
        .where('id', '=', row.id)
        .execute();
      return { outcome: 'skipped', attempts: row.attempts, error: null };
    }
    const body = JSON.stringify(statusReportEvent(row));
    let problem: string | null = null;
    try {
      const { status } = await outbound.postSigned(settings.url ?? '', {
        body,
        secrets: settings.secrets,
        headers: { 'x-event-id': row.id },
        timeoutMs: settings.timeoutMs,
      });
      if (status < 200 || status > 299) problem = `HTTP ${status}`;
    } catch (error) {
      problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const after = clock.now();
    const attempts = row.attempts + 1;
    if (problem === null) {
      await db
        .updateTable('status_reports')
        .set({
          state: 'delivered',
          attempts,
          delivered_at: after.toISOString(),
          locked_until: null,
          last_error: null,
        })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .execute();
      return { outcome: 'delivered', attempts, error: null };
    }
    const next = new Date(after.getTime() + retryDelayMs(attempts, settings.firstRetryMs));
    const gaveUp = next.getTime() > Date.parse(row.retry_window_start) + settings.giveUpMs;
    await db
      .updateTable('status_reports')
      .set({
        attempts,
        last_error: problem.slice(0, 500),
        locked_until: null,
        ...(gaveUp
          ? { state: 'failed', failed_at: after.toISOString() }
          : { next_attempt_at: next.toISOString() }),
      })
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .execute();
    return { outcome: gaveUp ? 'failed' : 'retried', attempts, error: problem.slice(0, 200) };
  }

  return {
    /**
     * One sweep: every due report, in order per opening. Nothing is sent without a configured URL.
     * `told` hears of each attempt (the worker logs it with the report's causing request).
     */
    async deliverDue(told?: (attempt: DeliveryAttempt) => void): Promise<SweepResult> {
      const result: SweepResult = { delivered: 0, retried: 0, failed: 0, skipped: 0 };
      if (!settings.url) return result;
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const leased = await lease(clock.now());
        if (leased.length === 0) break;
        // One opening's reports are never attempted at once: the lease took its earliest pending one only.
        const outcomes = await Promise.all(leased.map((row) => attempt(row, told)));
        for (const outcome of outcomes) result[outcome] += 1;
        if (!outcomes.some((outcome) => outcome === 'delivered' || outcome === 'skipped')) break;
      }
      return result;
    },

    /** Reports still to deliver (health, drills). */
    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom('status_reports')
        .select(sql<number>`count(*)`.as('n'))
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type StatusReportDelivery = ReturnType<typeof createStatusReportDelivery>;
