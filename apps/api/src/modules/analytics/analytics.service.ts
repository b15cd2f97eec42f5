import {
  type FrontendError,
  RECORDINGS_PAGE_SIZE,
  type RecordedEvent,
  type RecordingBatch,
  type RecordingListQuerySchema,
  type RecordingSummary,
} from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { DbEngine } from '../../db/create-db';
import type { Database } from '../../db/schema';
import type { AnalyticsRecordingsTable } from '../../db/tables/analytics';
import { notFound, validationFailed } from '../../errors';
import { newId } from '../../ids';
import { MAX_EVENT_NESTING, nestsDeeperThan } from './nesting-depth';
import { scrubAddress, scrubError, scrubEvents } from './scrub';
import { checkPasswordMasking } from './unmasked-input';

export interface AnalyticsSettings {
  retentionDays: number;
}

/** Expired rows are purged at most this often on writes (reads always purge first). */
const PURGE_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

type RecordingRow = Selectable<AnalyticsRecordingsTable> & { error_count: number | string | bigint | null };

const summary = (row: RecordingRow): RecordingSummary => ({
  id: row.id,
  started_at: row.started_at,
  last_event_at: row.last_event_at,
  duration_ms: Date.parse(row.last_event_at) - Date.parse(row.started_at),
  pages: JSON.parse(row.pages) as string[],
  event_count: row.event_count,
  error_count: Number(row.error_count ?? 0),
});

/** The instant the day after `day` (YYYY-MM-DD) starts, in UTC. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();

/**
 * Consented analytics (spec §4): stores the visitors' recordings and front-end errors for the
 * retention period, and shows the recordings to operators (each viewing journaled).
 */
export function createAnalyticsService(deps: {
  db: Kysely<Database>;
  engine: DbEngine;
  clock: Clock;
  audit: AuditJournal;
  settings: AnalyticsSettings;
}) {
  const { db, engine, clock, audit, settings } = deps;
  let lastPurge = Number.NEGATIVE_INFINITY;

  /** Deletes what is older than the retention period; returns the recordings deleted. */
  async function purge(): Promise<number> {
    lastPurge = clock.now().getTime();
    const cutoff = new Date(lastPurge - settings.retentionDays * DAY_MS).toISOString();
    return db.transaction().execute(async (trx) => {
      const expired = trx.selectFrom('analytics_recordings').select('id').where('received_at', '<', cutoff);
      await trx.deleteFrom('analytics_batches').where('recording_id', 'in', expired).execute();
      const deleted = await trx
        .deleteFrom('analytics_recordings')
        .where('received_at', '<', cutoff)
        .executeTakeFirst();
      await trx.deleteFrom('analytics_errors').where('received_at', '<', cutoff).execute();
      return Number(deleted.numDeletedRows);
    });
  }

  const purgeIfDue = async () => {
    if (clock.now().getTime() - lastPurge >= PURGE_EVERY_MS) await purge();
  };

  return {
    purge,

    /**
     * One batch of a tab's recording; refused whole when a password input travels unmasked.
     * What is kept is scrubbed first: no account number, e-mail address, phone number nor query
     * string, whatever the browser masked or not.
     */
    async receiveBatch(batch: RecordingBatch): Promise<{ received: number }> {
      if (nestsDeeperThan(batch.events, MAX_EVENT_NESTING))
        throw validationFailed({ events: 'validation.invalid' });
      await purgeIfDue();
      const page = scrubAddress(batch.page);
      const now = clock.now().toISOString();
      const times = batch.events.map((event) => event.timestamp);
      const first = new Date(Math.min(...times)).toISOString();
      const last = new Date(Math.max(...times)).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('analytics_recordings')
          .values({
            id: batch.session_id,
            started_at: first,
            last_event_at: last,
            received_at: now,
            pages: '[]',
            event_count: 0,
            password_node_ids: '[]',
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        // Batches of one recording queue here: the insert took SQLite's write lock; PostgreSQL
        // needs the row's lock.
        let select = trx.selectFrom('analytics_recordings').selectAll().where('id', '=', batch.session_id);
        if (engine === 'postgres') select = select.forUpdate();
        const recording = await select.executeTakeFirstOrThrow();
        const passwordIds = checkPasswordMasking(
          batch.events,
          JSON.parse(recording.password_node_ids) as number[],
        );
        if (!passwordIds) throw validationFailed({ events: 'validation.analytics_unmasked_input' });
        const pages = JSON.parse(recording.pages) as string[];
        if (pages.at(-1) !== page) pages.push(page);
        await trx
          .updateTable('analytics_recordings')
          .set({
            started_at: first < recording.started_at ? first : recording.started_at,
            last_event_at: last > recording.last_event_at ? last : recording.last_event_at,
            received_at: now,
            pages: JSON.stringify(pages),
            event_count: recording.event_count + batch.events.length,
            password_node_ids: JSON.stringify(passwordIds),
          })
          .where('id', '=', batch.session_id)
          .execute();
        await trx
          .insertInto('analytics_batches')
          .values({
            id: newId(),
            recording_id: batch.session_id,
            received_at: now,
            first_timestamp: Math.min(...times),
            events: JSON.stringify(scrubEvents(batch.events)),
          })
          .execute();
      });
      return { received: batch.events.length };
    },

    /** One front-end error, its texts and addresses scrubbed as a recording's are. */
    async receiveError(received: FrontendError): Promise<{ received: number }> {
      await purgeIfDue();
      const report = scrubError(received);
      await db
        .insertInto('analytics_errors')
        .values({
          id: newId(),
          session_id: report.session_id,
          received_at: clock.now().toISOString(),
          page: report.page,
          kind: report.kind,
          message: report.message,
          source: report.source ?? null,
          line: report.line ?? null,
          col: report.column ?? null,
          stack: report.stack ?? null,
        })
        .execute();
      return { received: 1 };
    },

    /** One page of the recordings started between two days (UTC, both included), newest first. */
    async list(query: z.output<typeof RecordingListQuerySchema>) {
      await purge();
      let select = db
        .selectFrom('analytics_recordings as r')
        .selectAll('r')
        .select((eb) =>
          eb
            .selectFrom('analytics_errors as e')
            .select(eb.fn.countAll().as('n'))
            .whereRef('e.session_id', '=', 'r.id')
            .as('error_count'),
        );
      if (query.from) select = select.where('r.started_at', '>=', `${query.from}T00:00:00.000Z`);
      // Started before the next day: ISO strings order as the instants they name.
      if (query.to) select = select.where('r.started_at', '<', nextDay(query.to));
      const rows = await select
        .orderBy('r.started_at', 'desc')
        .orderBy('r.id')
        .limit(RECORDINGS_PAGE_SIZE + 1)
        .offset((query.page - 1) * RECORDINGS_PAGE_SIZE)
        .execute();
      return {
        items: rows.slice(0, RECORDINGS_PAGE_SIZE).map(summary),
        page: query.page,
        page_size: RECORDINGS_PAGE_SIZE,
        has_more: rows.length > RECORDINGS_PAGE_SIZE,
      };
    },

    /** One recording with its events in order; the operator's viewing is journaled. */
    async view(operatorId: string, recordingId: string, requestId: string) {
      await purge();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('analytics_recordings')
          .selectAll()
          .where('id', '=', recordingId)
          .executeTakeFirst();
        if (!row) throw notFound('recording');
        const errors = await trx
          .selectFrom('analytics_errors')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('session_id', '=', recordingId)
          .executeTakeFirstOrThrow();
        const batches = await trx
          .selectFrom('analytics_batches')
          .select('events')
          .where('recording_id', '=', recordingId)
          .orderBy('first_timestamp')
          .orderBy('received_at')
          .execute();
        const events = batches
          .flatMap((batch) => JSON.parse(batch.events) as RecordedEvent[])
          .sort((a, b) => a.timestamp - b.timestamp);
        await audit.append(trx, {
          actor: { type: 'operator', id: operatorId },
          action: 'analytics.recording_viewed',
          object: { type: 'analytics_recording', id: recordingId },
          requestId,
        });
        return { ...summary({ ...row, error_count: errors.n }), events };
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
