import {
  type CaseScreeningRecord,
  isFrozen,
  isUnderBankRecord,
  SCREENING_LISTS,
  type ScreenedCompany,
  type ScreenedPerson,
  ScreeningIndex,
  type ScreeningResults,
  type ScreeningRunReply,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { ListVersion } from '../../db/repositories/screening';
import type { ScreeningRunRow } from '../../db/repositories/screening-hits';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { ScreeningBacklog } from '../../observability/metrics';
import { hitReply, namedOperators } from './hit-replies';
import { continueRescreen, type RescreenOptions } from './rescreen';
import { rescreenWorkerCount } from './rescreen-scorers';
import {
  type IndexedVersion,
  type Screener,
  type ScreeningOutcome,
  type ScreeningSettings,
  screenerOf,
} from './screener';
import { hitsOf } from './subject-hits';

export type { Screener, ScreeningHit, ScreeningOutcome, ScreeningSettings } from './screener';

export interface ScreeningDeps {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'screening' | 'screeningHits'>;
  settings: ScreeningSettings;
  /** `SCREENING_WORKERS`: the threads a rescreen scores in (`rescreenWorkerCount`). */
  rescreenWorkers?: number | 'auto';
}

/** A case's hits by where they stand, for the approval's gate and the risk rating. */
export interface ScreeningSummary {
  open: number;
  cleared: number;
  confirmed: number;
  /** The highest score of an open hit (0 without one). */
  highestOpenScore: number;
}

const RESCREEN_PAGE = 500;
/** A base smaller than this is rescreened on the calling thread (`RescreenOptions.workersFrom`). */
const RESCREEN_WORKERS_FROM = 2_000;

/**
 * Asset-freeze and sanctions screening: a person or a company against the current version of
 * each list (the national register of freezes, the EU consolidated list). Each version's entries
 * are read and indexed once, kept in memory while the version is current, and dropped when a newer
 * publication has been imported (`npm run screening:import`, in its own process): every screening
 * first asks which versions are current, one small query.
 */
export function createScreeningService({
  db,
  clock,
  repos,
  settings,
  rescreenWorkers = 'auto',
}: ScreeningDeps) {
  const indexes = new Map<string, Promise<ScreeningIndex>>();

  function indexOf(version: ListVersion, conn: Kysely<Database>): Promise<ScreeningIndex> {
    let index = indexes.get(version.key);
    if (!index) {
      index = repos
        .screening(conn)
        .entries(version)
        .then((entries) => new ScreeningIndex(entries));
      // A failed reading is tried again by the next screening, not kept.
      index.catch(() => indexes.delete(version.key));
      indexes.set(version.key, index);
    }
    return index;
  }

  /**
   * The screener on the current versions, their indexes built if new, those of older versions
   * dropped; read through the caller's connection (a transaction holds SQLite's only one).
   */
  async function currentIndexed(conn: Kysely<Database> = db): Promise<IndexedVersion[]> {
    const versions = await repos.screening(conn).currentVersions();
    const keys = new Set(versions.map((version) => version.key));
    for (const key of indexes.keys()) if (!keys.has(key)) indexes.delete(key);
    return Promise.all(versions.map(async (version) => ({ version, index: await indexOf(version, conn) })));
  }

  async function current(conn: Kysely<Database> = db): Promise<Screener> {
    return screenerOf(await currentIndexed(conn), settings);
  }

  async function screenCase(companyId: string, conn: Kysely<Database> = db): Promise<number> {
    const indexed = await currentIndexed(conn);
    const screener = screenerOf(indexed, settings);
    const hitsRepo = repos.screeningHits(conn);
    const subjects = await hitsRepo.subjectsOfCase(companyId);
    const hits = subjects.flatMap((subject) => hitsOf(screener, subject));
    const at = clock.now().toISOString();
    // Kept whether or not anything matched: a case without hits was screened all the same.
    await hitsRepo.recordScreened(
      [companyId],
      indexed.map(({ version }) => version.key),
      at,
    );
    return hitsRepo.record(hits, at);
  }

  async function screeningSummary(companyId: string, conn: Kysely<Database> = db): Promise<ScreeningSummary> {
    const hits = await repos.screeningHits(conn).ofCase(companyId);
    const open = hits.filter((hit) => hit.status === 'open');
    return {
      open: open.length,
      cleared: hits.filter((hit) => hit.status === 'cleared').length,
      confirmed: hits.filter((hit) => hit.status === 'confirmed').length,
      highestOpenScore: Math.max(0, ...open.map((hit) => Number(hit.score))),
    };
  }

  return {
    settings,

    /**
     * 409 "frozen" when a supervisor confirmed a true match on the case: every action that would
     * move it or its funds (decisions, deposit transfers, registration) asks this first.
     */
    async assertNotFrozen(companyId: string, conn: Kysely<Database> = db): Promise<void> {
      if (isFrozen(await screeningSummary(companyId, conn)))
        throw new AppError('conflict', 'error.opening.frozen');
    },

    /** Whether a confirmed true match froze the case (the back-office shows it and offers no action). */
    async frozen(companyId: string, conn: Kysely<Database> = db): Promise<boolean> {
      return isFrozen(await screeningSummary(companyId, conn));
    },
    /**
     * The current versions with their indexes, to screen many people in one go (a rescreen of the
     * whole base on a new publication) without asking for the versions each time.
     */
    current,
    async screenPerson(person: ScreenedPerson): Promise<ScreeningOutcome> {
      return (await current()).screenPerson(person);
    },
    async screenCompany(company: ScreenedCompany): Promise<ScreeningOutcome> {
      return (await current()).screenCompany(company);
    },

    /**
     * Screens every person of a case and its company, and records the hits not recorded yet (one
     * per subject, version and entry), in the caller's transaction: at submission. How many are new.
     */
    screenCase,

    /**
     * A person or the company changed: screened again once the file is with the bank (before
     * submission the journey is still being filled in, and submission screens it whole).
     */
    async screenAfterChange(conn: Kysely<Database>, companyId: string): Promise<number> {
      const status = await repos.screeningHits(conn).openingStatusOf(companyId);
      if (!status || !isUnderBankRecord(status)) return 0;
      return screenCase(companyId, conn);
    },

    /** Where the case's hits stand (read by the approval's gate), in the caller's transaction. */
    screeningSummary,

    /** The rating's screening factor: hits still open, hits confirmed as the listed person or body. */
    async riskResults(conn: Kysely<Database>, caseId: string): Promise<ScreeningResults> {
      const summary = await screeningSummary(caseId, conn);
      return { potentialMatches: summary.open, confirmedMatches: summary.confirmed };
    },

    /**
     * The case's whole screening record, as the regulator's export gives it: the versions it was
     * screened against (each list in its order, the latest publication first) and every hit ever
     * raised, read as the back-office reads them, a true match's reason included.
     */
    async caseRecord(caseId: string): Promise<CaseScreeningRecord> {
      const hitsRepo = repos.screeningHits(db);
      const rows = await hitsRepo.ofCase(caseId);
      const names = await hitsRepo.operatorNames(namedOperators(rows));
      const listOrder = (list: string) => (SCREENING_LISTS as readonly string[]).indexOf(list);
      const versions = (await hitsRepo.screenedVersions(caseId)).sort(
        (a, b) =>
          listOrder(a.list) - listOrder(b.list) ||
          (b.published_on ?? '').localeCompare(a.published_on ?? '') ||
          b.first_screened_at.localeCompare(a.first_screened_at),
      );
      return {
        versions,
        hits: rows.map((row) => hitReply(row, names, 'regulator', settings.highScore)),
      };
    },

    /**
     * Screens the whole base again against the current versions (a new publication was
     * imported): goes on with an unfinished rescreen if there is one, else starts one.
     */
    async rescreenBase(options: Partial<RescreenOptions> = {}): Promise<ScreeningRunRow> {
      const hitsRepo = repos.screeningHits(db);
      const indexed = await currentIndexed();
      const [unfinished] = await hitsRepo.unfinishedRuns();
      const run =
        unfinished ??
        (await hitsRepo.startRun(
          indexed.map(({ version }) => version.key),
          await hitsRepo.baseSize(),
          clock.now().toISOString(),
        ));
      return continueRescreen({ db, repos, now: () => clock.now() }, { indexed, settings }, run, {
        pageSize: RESCREEN_PAGE,
        workers: rescreenWorkerCount(rescreenWorkers, false),
        workersFrom: RESCREEN_WORKERS_FROM,
        ...options,
      });
    },

    /** The unfinished rescreen, if one was stopped (the API goes on with it at start). */
    async unfinishedRescreen(): Promise<ScreeningRunRow | undefined> {
      return (await repos.screeningHits(db).unfinishedRuns())[0];
    },

    /** The latest rescreens and where they stand, for the operators. */
    runs(limit = 20): Promise<ScreeningRunRow[]> {
      return repos.screeningHits(db).latestRuns(limit);
    },

    /**
     * What waits on compliance, for the metrics (read at each scrape): the open hits, the strong
     * ones among them (from `SCREENING_HIGH_SCORE`, a second operator's to clear), the subjects an
     * unfinished rescreen has still to screen; and how long the oldest open hit has waited.
     */
    async backlog(): Promise<ScreeningBacklog> {
      const hitsRepo = repos.screeningHits(db);
      const { open, strong } = await hitsRepo.openCounts(settings.highScore);
      const oldestOpenAt = await hitsRepo.oldestOpenAt();
      return {
        waiting: {
          open_hits: open,
          strong_open_hits: strong,
          rescreen_subjects_left: await hitsRepo.rescreenSubjectsLeft(),
        },
        oldestSeconds:
          oldestOpenAt === null
            ? 0
            : Math.max(0, Math.floor((clock.now().getTime() - Date.parse(oldestOpenAt)) / 1000)),
      };
    },

    /** The latest rescreens as the back-office shows them (GET /backoffice/screening/runs). */
    async runReplies(limit = 20): Promise<ScreeningRunReply[]> {
      const rows = await repos.screeningHits(db).latestRuns(limit);
      return rows.map((run) => ({
        id: run.id,
        versions: JSON.parse(run.versions) as string[],
        started_at: run.started_at,
        done: Number(run.done),
        total: Number(run.total),
        hits: Number(run.hits),
        finished_at: run.finished_at,
      }));
    },
  };
}

export type ScreeningService = ReturnType<typeof createScreeningService>;
