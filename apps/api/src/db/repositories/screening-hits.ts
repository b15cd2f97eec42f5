import type {
  MatchReason,
  ScreenedCompany,
  ScreenedPerson,
  ScreenedVersion,
  ScreeningSubjectType,
} from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../schema';
import type { ScreeningHitsTable, ScreeningRunsTable } from '../tables/screening';

/** A hit to record: who, against which entry of which version, how close and why. */
export interface NewScreeningHit {
  companyId: string;
  subjectType: ScreeningSubjectType;
  subjectId: string;
  subjectName: string;
  list: string;
  version: string;
  entryId: string;
  entryName: string;
  score: number;
  reasons: readonly MatchReason[];
}

/** A person or the company of a case, in the shape the screening reads. */
export type ScreeningSubject =
  | { type: 'person'; id: string; companyId: string; person: ScreenedPerson }
  | { type: 'company'; id: string; companyId: string; company: ScreenedCompany };

export type ScreeningHitRow = Selectable<ScreeningHitsTable>;

/** Rows per statement when recording screenings (4 values each: within either engine's binding limit). */
const SCREENED_CHUNK = 500;
export type ScreeningRunRow = Selectable<ScreeningRunsTable>;

const personOf = (row: {
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  nationality: string | null;
}): ScreenedPerson => ({
  firstNames: row.first_name ?? '',
  lastName: row.last_name ?? '',
  birthDate: row.birth_date,
  nationalities: row.nationality ? [row.nationality] : [],
});

/** A company screened: a case's own, or a company among its shareholders and mandataries. */
interface CompanySubjectRow {
  id: string;
  company_id: string;
  name: string;
}

const companySubjectOf = (row: CompanySubjectRow): ScreeningSubject => ({
  type: 'company',
  id: row.id,
  companyId: row.company_id,
  company: { name: row.name },
});

/**
 * The companies the screening reads, as one set (a rescreen pages through it in the order of
 * ids): the cases' companies, the company mandates (a company holding shares in the case or
 * acting for it, kept with the people as `is_company = 1`), a mandate whose name is not given yet
 * left out, and an enrollment's registered company (the name its Kbis gives, kept on its capital
 * deposit, under the deposit's id). Each filter is written into every part, so each reads its own
 * index.
 *
 * The registered name is screened beside the name the customer declared, not instead of it, and
 * only where the two differ: the current account opens in the registered name, while the declared
 * one stays the case's name in the journey, the e-mails and the hits already disposed; screening
 * both leaves no name the bank acts under unscreened, and the same name is not screened twice
 * (compared as written: a name differing only in case is screened twice, which can only add a hit).
 */
function companySubjects(db: Kysely<Database>, scope: { caseId?: string; afterId?: string | null }) {
  let cases = db.selectFrom('companies').select(['id', 'id as company_id', 'name']);
  let mandates = db
    .selectFrom('representatives')
    .select(['id', 'company_id', 'company_name as name'])
    .where('is_company', '=', 1)
    .where('company_name', 'is not', null)
    .$narrowType<{ name: string }>();
  let registered = db
    .selectFrom('capital_deposits as d')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .select(['d.id as id', 'd.company_id as company_id', 'd.registered_name as name'])
    .where('d.registered_name', 'is not', null)
    .whereRef('d.registered_name', '<>', 'c.name')
    .$narrowType<{ name: string }>();
  if (scope.caseId !== undefined) {
    cases = cases.where('id', '=', scope.caseId);
    mandates = mandates.where('company_id', '=', scope.caseId);
    registered = registered.where('d.company_id', '=', scope.caseId);
  }
  if (scope.afterId) {
    cases = cases.where('id', '>', scope.afterId);
    mandates = mandates.where('id', '>', scope.afterId);
    registered = registered.where('d.id', '>', scope.afterId);
  }
  return cases.unionAll(mandates).unionAll(registered);
}

/**
 * The screening's own records: the hits of the cases' people and companies (one per subject,
 * version and entry, whatever the number of screenings), and the rescreens of the whole base.
 */
export function createScreeningHitsRepository(db: Kysely<Database>) {
  return {
    /** Records the hits not recorded yet (the same subject, version and entry: one hit); how many are new. */
    async record(hits: readonly NewScreeningHit[], at: string): Promise<number> {
      if (hits.length === 0) return 0;
      const result = await db
        .insertInto('screening_hits')
        .values(
          hits.map((hit) => ({
            id: newId(),
            company_id: hit.companyId,
            subject_type: hit.subjectType,
            subject_id: hit.subjectId,
            subject_name: hit.subjectName,
            list: hit.list,
            version: hit.version,
            entry_id: hit.entryId,
            entry_name: hit.entryName,
            score: hit.score,
            reasons: JSON.stringify(hit.reasons),
            status: 'open' as const,
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.columns(['subject_type', 'subject_id', 'version', 'entry_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /**
     * These cases were screened against these versions at `at`: the first time is kept, the last
     * moves on. Written in chunks, within what either engine binds in one statement.
     */
    async recordScreened(caseIds: readonly string[], versions: readonly string[], at: string): Promise<void> {
      const rows = [...new Set(caseIds)].flatMap((company_id) =>
        versions.map((version) => ({ company_id, version, first_screened_at: at, last_screened_at: at })),
      );
      for (let start = 0; start < rows.length; start += SCREENED_CHUNK) {
        await db
          .insertInto('case_screenings')
          .values(rows.slice(start, start + SCREENED_CHUNK))
          .onConflict((oc) => oc.columns(['company_id', 'version']).doUpdateSet({ last_screened_at: at }))
          .execute();
      }
    },

    /**
     * The versions the case was screened against, with their list and day, and the versions its
     * hits name (a case screened before the screenings were kept is known from its hits).
     */
    async screenedVersions(companyId: string): Promise<ScreenedVersion[]> {
      const kept = db
        .selectFrom('case_screenings')
        .select(['version', 'first_screened_at', 'last_screened_at'])
        .where('company_id', '=', companyId);
      const fromHits = db
        .selectFrom('screening_hits')
        .select((eb) => [
          'version',
          eb.fn.min('created_at').as('first_screened_at'),
          eb.fn.max('created_at').as('last_screened_at'),
        ])
        .where('company_id', '=', companyId)
        .groupBy('version');
      const rows = await db
        .selectFrom(kept.unionAll(fromHits).as('s'))
        .innerJoin('screening_list_versions as v', 'v.file_key', 's.version')
        .select((eb) => [
          's.version',
          'v.kind as list',
          'v.published_on',
          'v.file_name',
          eb.fn.min('s.first_screened_at').as('first_screened_at'),
          eb.fn.max('s.last_screened_at').as('last_screened_at'),
        ])
        .groupBy(['s.version', 'v.kind', 'v.published_on', 'v.file_name'])
        .execute();
      return rows.map((row) => ({
        ...row,
        first_screened_at: String(row.first_screened_at),
        last_screened_at: String(row.last_screened_at),
      }));
    },

    /** The case's opening status: whether its file is with the bank (undefined: no such case). */
    async openingStatusOf(companyId: string) {
      const row = await db
        .selectFrom('companies')
        .select('opening_status')
        .where('id', '=', companyId)
        .executeTakeFirst();
      return row?.opening_status;
    },

    /** The case's hits, the strongest first. */
    ofCase(companyId: string): Promise<ScreeningHitRow[]> {
      return db
        .selectFrom('screening_hits')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('score', 'desc')
        .orderBy('id')
        .execute();
    },

    /** One hit (undefined: no such hit). */
    byId(id: string): Promise<ScreeningHitRow | undefined> {
      return db.selectFrom('screening_hits').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * A strong hit's false positive proposed by a first operator, with its reason; only on an open
     * hit nobody proposed yet (false: another request came first).
     */
    async propose(id: string, by: { operatorId: string; reason: string; at: string }): Promise<boolean> {
      const result = await db
        .updateTable('screening_hits')
        .set({ proposed_by: by.operatorId, proposed_at: by.at, reason: by.reason })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('proposed_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The hit's disposition: cleared or confirmed, by whom and why (the reason kept when null: a
     * confirmed proposal keeps its proposer's). Only on an open hit (false: another request came first).
     */
    async decide(
      id: string,
      to: 'cleared' | 'confirmed',
      by: { operatorId: string; reason: string | null; at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('screening_hits')
        .set({
          status: to,
          decided_by: by.operatorId,
          decided_at: by.at,
          ...(by.reason === null ? {} : { reason: by.reason }),
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The open hits across cases, the oldest first, one page; strong ones only from `minScore`. */
    async openPage(minScore: number, page: { offset: number; limit: number }) {
      const rows = await db
        .selectFrom('screening_hits as h')
        .innerJoin('companies as c', 'c.id', 'h.company_id')
        .selectAll('h')
        .select(['c.name as company_name', 'c.opening_status as case_status'])
        .where('h.status', '=', 'open')
        .where('h.score', '>=', minScore)
        .orderBy('h.created_at')
        .orderBy('h.id')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      const total = await db
        .selectFrom('screening_hits')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'open')
        .where('score', '>=', minScore)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    /** Open hits, and strong ones among them (from `highScore`). */
    async openCounts(highScore: number): Promise<{ open: number; strong: number }> {
      const row = await db
        .selectFrom('screening_hits')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('open'),
          eb.fn
            .sum<number | string | null>(eb.case().when('score', '>=', highScore).then(1).else(0).end())
            .as('strong'),
        ])
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return { open: Number(row.open), strong: Number(row.strong ?? 0) };
    },

    /** When the oldest open hit was raised (null: none is open), for the backlog's age. */
    async oldestOpenAt(): Promise<string | null> {
      const row = await db
        .selectFrom('screening_hits')
        .select((eb) => eb.fn.min('created_at').as('at'))
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row?.at ?? null;
    },

    /** The subjects the unfinished rescreens have still to screen (0: none goes on). */
    async rescreenSubjectsLeft(): Promise<number> {
      const row = await db
        .selectFrom('screening_runs')
        .select((eb) => eb.fn.sum<number | string | null>(eb('total', '-', eb.ref('done'))).as('left'))
        .where('finished_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.left ?? 0);
    },

    /** The names of the operators a set of hits names (proposers and deciders). */
    async operatorNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('operators')
        .select(['id', 'name'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * The case's people, its company and the companies among its shareholders and mandataries, to
     * screen at submission or after a change.
     */
    async subjectsOfCase(companyId: string): Promise<ScreeningSubject[]> {
      const people = await db
        .selectFrom('representatives')
        .select(['id', 'company_id', 'first_name', 'last_name', 'birth_date', 'nationality'])
        .where('company_id', '=', companyId)
        .where('is_company', '=', 0)
        .orderBy('id')
        .execute();
      const companies = await db
        .selectFrom(companySubjects(db, { caseId: companyId }).as('subjects'))
        .selectAll()
        .orderBy('id')
        .execute();
      return [
        ...people.map((row) => ({
          type: 'person' as const,
          id: row.id,
          companyId: row.company_id,
          person: personOf(row),
        })),
        ...companies.map(companySubjectOf),
      ];
    },

    /** The next people of the whole base after `afterId`, in the order of their ids. */
    async peopleAfter(afterId: string | null, limit: number): Promise<ScreeningSubject[]> {
      let query = db
        .selectFrom('representatives')
        .select(['id', 'company_id', 'first_name', 'last_name', 'birth_date', 'nationality'])
        .where('is_company', '=', 0);
      if (afterId !== null) query = query.where('id', '>', afterId);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map((row) => ({
        type: 'person',
        id: row.id,
        companyId: row.company_id,
        person: personOf(row),
      }));
    },

    /**
     * The next companies of the whole base after `afterId`, in the order of their ids: the cases'
     * companies and the companies among their shareholders and mandataries.
     */
    async companiesAfter(afterId: string | null, limit: number): Promise<ScreeningSubject[]> {
      const rows = await db
        .selectFrom(companySubjects(db, { afterId }).as('subjects'))
        .selectAll()
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(companySubjectOf);
    },

    /** How many subjects a rescreen of the whole base has to screen. */
    async baseSize(): Promise<number> {
      const people = await db
        .selectFrom('representatives')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('is_company', '=', 0)
        .executeTakeFirstOrThrow();
      const companies = await db
        .selectFrom(companySubjects(db, {}).as('subjects'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(people.n) + Number(companies.n);
    },

    async startRun(versions: readonly string[], total: number, at: string): Promise<ScreeningRunRow> {
      const row: ScreeningRunRow = {
        id: newId(),
        versions: JSON.stringify(versions),
        total,
        done: 0,
        hits: 0,
        phase: 'person',
        last_subject_id: null,
        started_at: at,
        updated_at: at,
        finished_at: null,
      };
      await db.insertInto('screening_runs').values(row).execute();
      return row;
    },

    /** Where a rescreen stands after a page of subjects (written with that page's hits). */
    async checkpoint(
      id: string,
      progress: Pick<ScreeningRunRow, 'phase' | 'last_subject_id' | 'done' | 'hits'>,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('screening_runs')
        .set({ ...progress, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async finishRun(id: string, at: string): Promise<void> {
      await db
        .updateTable('screening_runs')
        .set({ finished_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The rescreens not finished (stopped by a crash or still running), the oldest first. */
    unfinishedRuns(): Promise<ScreeningRunRow[]> {
      return db
        .selectFrom('screening_runs')
        .selectAll()
        .where('finished_at', 'is', null)
        .orderBy('started_at')
        .execute();
    },

    /** The latest rescreens, the latest first. */
    latestRuns(limit: number): Promise<ScreeningRunRow[]> {
      return db.selectFrom('screening_runs').selectAll().orderBy('started_at', 'desc').limit(limit).execute();
    },
  };
}
