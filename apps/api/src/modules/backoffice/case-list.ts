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
import { overdueCaseIds } from './case-overdue';
import { hasRiskTier } from './case-risk';
import { screeningStatesOf } from './case-screening-state';
import { type CaseQueryBuilder, hasOpeningStatus, openingStatusOf, submittedAtOf } from './case-status';
import { caseSummaryOf } from './case-summary';
import { workloadOf } from './case-workload';

export const CASE_PAGE_SIZE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
// Above every character in byte order: [prefix, prefix + TOP) holds every text starting with prefix.
const TOP = '\u{10FFFF}';

type Query = z.output<typeof CaseListQuerySchema>;

/**
 * A name search: the start of the company's name, compared on `companies.name_search` (the name
 * lower-cased, accents folded, punctuation as spaces; computed by the database) as a range of
 * its index. `byAge`: compared as an expression no index answers, so that a page walks the age
 * index instead (see below).
 */
const nameStartsWith = (eb: CaseQueryBuilder, text: string, byAge: boolean) => {
  const prefix = normalizeSearchText(text);
  const column = byAge ? sql<string>`(${sql.ref('c.name_search')} || '')` : sql.ref<string>('c.name_search');
  return eb.and([eb(column, '>=', prefix), eb(column, '<', `${prefix}${TOP}`)]);
};

/** What kind of search `q` is: a SIREN, an e-mail address, or the start of a name. */
const searchKind = (q: string | undefined) => {
  if (!q) return null;
  if (/^\d{9}$/.test(q.replace(/\s/g, ''))) return 'siren';
  return q.includes('@') ? 'email' : 'name';
};

/**
 * One page of the case list: every opening (a company with its user), filtered, searched and
 * sorted by age, with its total (capped). Each filter is a condition an index answers (status
 * with creation time, flag, SIREN, e-mail, the name's start); the overdue filter keeps the cases
 * the overdue mark shows (`overdueCaseIds`).
 */
export async function listCases(
  db: Kysely<Database>,
  query: Query,
  settings: { now: Date; slaWorkingDays: number; operatorId: string },
): Promise<CaseListReply> {
  const overdueIds = query.overdue === 'true' ? await overdueCaseIds(db, settings) : null;
  // `page`: the filters of a page (sorted by age), else of the count; `nameByAge`: see below.
  const filters = (eb: CaseQueryBuilder, page: boolean, nameByAge = false) => {
    const conditions = [];
    if (query.status) conditions.push(hasOpeningStatus(eb, query.status));
    if (query.journey) conditions.push(eb('c.registration_type', '=', registrationTypeOf(query.journey)));
    if (query.flag) conditions.push(hasFlag(eb, query.flag, page));
    if (query.tier) conditions.push(hasRiskTier(eb, query.tier, page));
    if (overdueIds) {
      // `in ()` is not SQL: no overdue case, no match.
      conditions.push(overdueIds.length > 0 ? eb('c.id', 'in', overdueIds) : sql<boolean>`1 = 0`);
    }
    if (query.assignee === 'me') {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('case_assignments as a')
            .select('a.case_id')
            .whereRef('a.case_id', '=', 'c.id')
            .where('a.operator_id', '=', settings.operatorId),
        ),
      );
    }
    if (query.older_than_days !== undefined) {
      const before = new Date(settings.now.getTime() - query.older_than_days * DAY_MS).toISOString();
      conditions.push(eb('c.created_at', '<=', before));
    }
    const q = query.q?.trim();
    const kind = searchKind(q);
    if (q && kind === 'siren') conditions.push(eb('c.siren', '=', q.replace(/\s/g, '')));
    if (q && kind === 'email') conditions.push(eb('u.email', '=', q.toLowerCase()));
    if (q && kind === 'name') conditions.push(nameStartsWith(eb, q, nameByAge));
    return eb.and(conditions);
  };

  const base = (page: boolean, nameByAge = false) =>
    db
      .selectFrom('companies as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .where((eb) => filters(eb as unknown as CaseQueryBuilder, page, nameByAge));
  const direction = query.sort === 'newest' ? 'desc' : 'asc';
  const offset = (query.page - 1) * CASE_PAGE_SIZE;
  // Counted up to the cap only: past it the operator narrows the search rather than pages.
  const count = () =>
    db
      .selectFrom(
        base(false)
          .select('c.id')
          .limit(CASE_COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total));
  const page = (nameByAge: boolean) =>
    base(true, nameByAge)
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
      .offset(offset)
      .execute();
  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (searchKind(query.q?.trim()) === 'name') {
    // A name's start matched by many cases (a few letters) is cheaper found by walking the age
    // index than by sorting every match; by few, through the name's index. The count (through the
    // name's index) tells which: walk when matches are at least ten times the rows to skip and show.
    total = await count();
    rows = await page(total >= 10 * (offset + CASE_PAGE_SIZE));
  } else {
    [rows, total] = await Promise.all([page(false), count()]);
  }
  const [flags, screening, workload] = await Promise.all([
    flagsOf(
      db,
      rows.map((row) => row.id),
    ),
    screeningStatesOf(
      db,
      rows.map((row) => row.id),
    ),
    workloadOf(
      db,
      rows.map((row) => ({ id: row.id, status: openingStatusOf(row), submitted_at: submittedAtOf(row) })),
      settings,
    ),
  ]);
  return {
    items: rows.map((row) =>
      caseSummaryOf(
        row,
        flags.get(row.id) ?? [],
        { now: settings.now },
        workload.get(row.id),
        screening.get(row.id) ?? null,
      ),
    ),
    total: Math.min(total, CASE_COUNT_CAP),
    capped: total > CASE_COUNT_CAP,
    page: query.page,
    page_size: CASE_PAGE_SIZE,
    sla_working_days: settings.slaWorkingDays,
  };
}
