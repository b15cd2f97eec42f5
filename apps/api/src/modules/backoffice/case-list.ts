import {
  CASE_COUNT_CAP,
  type CaseListQuerySchema,
  type CaseListReply,
  journeyOf,
  registrationTypeOf,
  workingDaysBefore,
  workingDaysBetween,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { flagsOf, hasFlag } from './case-flags';
import {
  type CaseQueryBuilder,
  hasOpeningStatus,
  isOverdueFilter,
  openingStatusOf,
  submittedAtOf,
} from './case-status';

export const CASE_PAGE_SIZE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

type Query = z.output<typeof CaseListQuerySchema>;

/** Escapes LIKE's wildcards in what the operator typed. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the case list: every opening (a company with its user), filtered, searched and
 * sorted by age, with its total (capped). Each filter is a condition an index answers (creation time,
 * completion time, SIREN, e-mail); a name search reads the names.
 */
export async function listCases(
  db: Kysely<Database>,
  query: Query,
  settings: { now: Date; slaWorkingDays: number },
): Promise<CaseListReply> {
  const overdueCutoff = workingDaysBefore(settings.now, settings.slaWorkingDays).toISOString();
  const filters = (eb: CaseQueryBuilder) => {
    const conditions = [];
    if (query.status) conditions.push(hasOpeningStatus(eb, query.status));
    if (query.journey) conditions.push(eb('c.registration_type', '=', registrationTypeOf(query.journey)));
    if (query.flag) conditions.push(hasFlag(query.flag));
    if (query.overdue === 'true') conditions.push(isOverdueFilter(eb, overdueCutoff));
    if (query.older_than_days !== undefined) {
      const before = new Date(settings.now.getTime() - query.older_than_days * DAY_MS).toISOString();
      conditions.push(eb('c.created_at', '<=', before));
    }
    const q = query.q?.trim();
    if (q) {
      if (/^\d{9}$/.test(q.replace(/\s/g, ''))) conditions.push(eb('c.siren', '=', q.replace(/\s/g, '')));
      else if (q.includes('@')) conditions.push(eb('u.email', '=', q.toLowerCase()));
      else conditions.push(eb(eb.fn('lower', ['c.name']), 'like', likeContains(q)));
    }
    return eb.and(conditions);
  };

  const base = db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where((eb) => filters(eb as unknown as CaseQueryBuilder));
  const direction = query.sort === 'newest' ? 'desc' : 'asc';
  const [rows, counted] = await Promise.all([
    base
      .select([
        'c.id',
        'c.name',
        'c.siren',
        'c.registration_type',
        'c.created_at',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.completed_at',
      ])
      .orderBy('c.created_at', direction)
      .orderBy('c.id', direction)
      .limit(CASE_PAGE_SIZE)
      .offset((query.page - 1) * CASE_PAGE_SIZE)
      .execute(),
    // Counted up to the cap only: past it the operator narrows the search rather than pages.
    db
      .selectFrom(
        base
          .select('c.id')
          .limit(CASE_COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  const flags = await flagsOf(rows.map((row) => row.id));
  return {
    items: rows.map((row) => {
      const submittedAt = submittedAtOf(row);
      return {
        id: row.id,
        company_name: row.name,
        siren: row.siren,
        journey: journeyOf(row.registration_type),
        status: openingStatusOf(row),
        flags: flags.get(row.id) ?? [],
        customer_name: `${row.first_name} ${row.last_name}`,
        customer_email: row.email,
        created_at: row.created_at,
        submitted_at: submittedAt,
        age_working_days: submittedAt ? workingDaysBetween(new Date(submittedAt), settings.now) : null,
        overdue: submittedAt !== null && submittedAt < overdueCutoff,
      };
    }),
    total: Math.min(total, CASE_COUNT_CAP),
    capped: total > CASE_COUNT_CAP,
    page: query.page,
    page_size: CASE_PAGE_SIZE,
    sla_working_days: settings.slaWorkingDays,
  };
}
