import {
  DASHBOARD_MAX_DAYS,
  type DashboardQuerySchema,
  type DashboardReply,
  message,
  OPENING_STATUSES,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { validationFailed } from '../../errors';
import { casesAtRisk } from './cases-at-risk';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

/** The p-th percentile of sorted values, interpolated between the two nearest ranks. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const lower = sorted[low] as number;
  const upper = sorted[Math.min(sorted.length - 1, low + 1)] as number;
  return lower + (upper - lower) * (rank - low);
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The dashboard over whole UTC days, `from` to `to` included: the openings started in the period
 * by where they stand now, and for the accounts opened in the period the time from submission to
 * opening (both moves read from `opening_events`), as median and 90th percentile in hours; and the
 * cases at risk of missing their service level now.
 */
export async function dashboard(
  db: Kysely<Database>,
  query: z.output<typeof DashboardQuerySchema>,
  now: Date,
  slaWorkingDays: number,
): Promise<DashboardReply> {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from =
    query.from ?? new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  if (Date.parse(to) < Date.parse(from)) throw validationFailed({ to: 'validation.period_order' });
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) {
    throw validationFailed({ to: message('validation.period_too_long', { days: DASHBOARD_MAX_DAYS }) });
  }
  const start = new Date(Date.parse(from)).toISOString();
  const end = new Date(Date.parse(to) + DAY_MS).toISOString();

  const [counts, opened, atRisk] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['opening_status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('opening_status')
      .execute(),
    db
      .selectFrom('opening_events as o')
      .innerJoin('opening_events as s', (join) =>
        join.onRef('s.company_id', '=', 'o.company_id').on('s.to_status', '=', 'submitted'),
      )
      .select(['o.id', 'o.at as opened_at', (eb) => eb.fn.min('s.at').as('submitted_at')])
      .where('o.to_status', '=', 'open')
      .where('o.at', '>=', start)
      .where('o.at', '<', end)
      .groupBy(['o.id', 'o.at'])
      .execute(),
    casesAtRisk(db, { now, slaWorkingDays }),
  ]);
  const countOf = new Map(counts.map((row) => [row.opening_status, Number(row.count)]));
  const hours = opened
    .map((row) => (Date.parse(row.opened_at) - Date.parse(String(row.submitted_at))) / HOUR_MS)
    .sort((a, b) => a - b);
  return {
    from,
    to,
    by_status: OPENING_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    started: [...countOf.values()].reduce((sum, count) => sum + count, 0),
    opened: hours.length,
    hours_to_open_median: oneDecimal(percentile(hours, 0.5)),
    hours_to_open_p90: oneDecimal(percentile(hours, 0.9)),
    at_risk: atRisk,
  };
}

export function createDashboardService({
  db,
  clock,
  config,
}: {
  db: Kysely<Database>;
  clock: { now(): Date };
  config: { backoffice: { slaWorkingDays: number } };
}) {
  return {
    read: (query: z.output<typeof DashboardQuerySchema>) =>
      dashboard(db, query, clock.now(), config.backoffice.slaWorkingDays),
  };
}
