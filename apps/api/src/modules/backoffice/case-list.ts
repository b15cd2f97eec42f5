import {
  CASE_COUNT_CAP,
  type CaseListQuerySchema,
  type CaseListReply,
  normalizeSearchText,
  registrationTypeOf,
} from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { flagsOf, hasFlag } from './case-flags';
import { type CaseQueryBuilder, hasOpeningStatus, isOverdueFilter } from './case-status';
import { caseSummaryOf, overdueCutoff } from './case-summary';

export const CASE_PAGE_SIZE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
// Above every character in byte order: [prefix, prefix + TOP) holds every text starting with prefix.
const TOP = '\u{10FFFF}';

type Query = z.output<typeof CaseListQuerySchema>;

/**
 * A name search: the start of the company's name, compared on `companies.name_search` (the name
 * lower-cased, accents folded, punctuation as spaces; computed by the database) as a range of
 * its index.
 */
const nameStartsWith = (eb: CaseQueryBuilder, text: string) => {
  const prefix = normalizeSearchText(text);
  return eb.and([
    eb(sql.ref('c.name_search'), '>=', prefix),
    eb(sql.ref('c.name_search'), '<', `${prefix}${TOP}`),
  ]);
};

/**
 * One page of the case list: every opening (a company with its user), filtered, searched and
 * sorted by age, with its total (capped). Each filter is a condition an index answers (status
 * with creation time, flag, SIREN, e-mail, the name's start); the overdue filter reads the
 * statuses waiting for the bank.
 */
export async function listCases(
  db: Kysely<Database>,
  query: Query,
  settings: { now: Date; slaWorkingDays: number },
): Promise<CaseListReply> {
  const cutoff = overdueCutoff(settings);
  // `page`: the filters of a page (sorted by age); else of the count.
  const filters = (eb: CaseQueryBuilder, page: boolean) => {
    const conditions = [];
    if (query.status) conditions.push(hasOpeningStatus(eb, query.status));
    if (query.journey) conditions.push(eb('c.registration_type', '=', registrationTypeOf(query.journey)));
    if (query.flag) conditions.push(hasFlag(eb, query.flag, page));
    if (query.overdue === 'true') conditions.push(isOverdueFilter(eb, cutoff, page));
    if (query.older_than_days !== undefined) {
      const before = new Date(settings.now.getTime() - query.older_than_days * DAY_MS).toISOString();
      conditions.push(eb('c.created_at', '<=', before));
    }
    const q = query.q?.trim();
    if (q) {
      if (/^\d{9}$/.test(q.replace(/\s/g, ''))) conditions.push(eb('c.siren', '=', q.replace(/\s/g, '')));
      else if (q.includes('@')) conditions.push(eb('u.email', '=', q.toLowerCase()));
      else conditions.push(nameStartsWith(eb, q));
    }
    return eb.and(conditions);
  };

  const base = (page: boolean) =>
    db
      .selectFrom('companies as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .where((eb) => filters(eb as unknown as CaseQueryBuilder, page));
  const direction = query.sort === 'newest' ? 'desc' : 'asc';
  const [rows, counted] = await Promise.all([
    base(true)
      .select([
        'c.id',
        'c.name',
        'c.siren',
        'c.registration_type',
        'c.opening_status',
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
        base(false)
          .select('c.id')
          .limit(CASE_COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  const flags = await flagsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => caseSummaryOf(row, flags.get(row.id) ?? [], { now: settings.now, cutoff })),
    total: Math.min(total, CASE_COUNT_CAP),
    capped: total > CASE_COUNT_CAP,
    page: query.page,
    page_size: CASE_PAGE_SIZE,
    sla_working_days: settings.slaWorkingDays,
  };
}
