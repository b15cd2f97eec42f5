import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type {
  NewScreeningHit,
  ScreeningRunRow,
  ScreeningSubject,
} from '../../db/repositories/screening-hits';
import type { Database } from '../../db/schema';
import { inlineScorer, type SubjectScorer, workerScorer } from './rescreen-scorers';
import { type IndexedVersion, type ScreeningSettings, screenerOf } from './screener';

export interface RescreenDeps {
  db: Kysely<Database>;
  repos: ReposOf<'screeningHits'>;
  now: () => Date;
}

export interface RescreenOptions {
  /** Subjects read, screened and written per transaction (the checkpoint's step). */
  pageSize: number;
  /** Told after each page, for a progress line. */
  onProgress?: (run: ScreeningRunRow) => void;
  /** Threads scoring the pages while the calling thread reads and writes them (0: it scores them itself). */
  workers: number;
  /**
   * Fewer subjects left than this are scored by the calling thread: starting threads that each
   * index the lists (about a second) would cost more than it saves.
   */
  workersFrom: number;
}

/** The versions to screen against: the calling thread's indexes, and the settings of the score. */
export interface RescreenLists {
  indexed: readonly IndexedVersion[];
  settings: ScreeningSettings;
}

type Phase = ScreeningRunRow['phase'];
/** Where the reading of the base stands: ahead of the run's checkpoint by the pages in flight. */
type Cursor = { phase: Phase; after: string | null };

/** A page read and sent to be scored, or the end of a phase: written in the order they were read. */
type Step =
  | { kind: 'page'; phase: Phase; subjects: ScreeningSubject[]; hits: Promise<NewScreeningHit[]> }
  | { kind: 'end'; phase: Phase };

/** The scorer a run left with `remaining` subjects gets: threads for a large base, else the calling thread. */
function scorerFor(lists: RescreenLists, remaining: number, options: RescreenOptions): SubjectScorer {
  if (options.workers <= 0 || remaining < options.workersFrom) {
    return inlineScorer(screenerOf(lists.indexed, lists.settings));
  }
  return workerScorer(options.workers, {
    settings: lists.settings,
    lists: lists.indexed.map(({ version, index }) => ({
      version,
      entries: index.entries.map((indexed) => indexed.entry),
    })),
  });
}

/**
 * Screens every person, then every company, of the base against the lists' versions, from where
 * the run stands: each page's hits and the run's new position are written in one transaction, so
 * a run stopped by a crash goes on from its last page written, and a page screened twice records
 * its hits once (a hit is one per subject, version and entry). With threads, the calling thread
 * reads the next pages and writes the scored ones while the threads score: as many pages are
 * read ahead as there are threads, and one more.
 */
export async function continueRescreen(
  deps: RescreenDeps,
  lists: RescreenLists,
  start: ScreeningRunRow,
  options: RescreenOptions,
): Promise<ScreeningRunRow> {
  let run = { ...start };
  if (run.finished_at !== null) return run;
  const scorer = scorerFor(lists, Number(run.total) - Number(run.done), options);
  const readAhead = options.workers > 0 ? options.workers + 1 : 1;
  const repo = deps.repos.screeningHits(deps.db);
  let reading: Cursor | null = {
    phase: run.phase,
    after: run.last_subject_id,
  };
  const steps: Step[] = [];
  try {
    for (;;) {
      while (reading && steps.length < readAhead) {
        const { phase, after }: Cursor = reading;
        const subjects =
          phase === 'person'
            ? await repo.peopleAfter(after, options.pageSize)
            : await repo.companiesAfter(after, options.pageSize);
        if (subjects.length === 0) {
          steps.push({ kind: 'end', phase });
          reading = phase === 'person' ? { phase: 'company', after: null } : null;
          continue;
        }
        const hits = scorer.score(subjects);
        // Awaited in its turn; a failure meanwhile must not count as unhandled.
        hits.catch(() => undefined);
        steps.push({ kind: 'page', phase, subjects, hits });
        reading = { phase, after: (subjects[subjects.length - 1] as ScreeningSubject).id };
      }
      const step = steps.shift();
      if (!step) return run;
      const at = deps.now().toISOString();
      if (step.kind === 'end') {
        if (step.phase === 'person') {
          run = { ...run, phase: 'company', last_subject_id: null };
          await repo.checkpoint(run.id, run, at);
        } else {
          await repo.finishRun(run.id, at);
          run = { ...run, finished_at: at };
        }
        continue;
      }
      const hits = await step.hits;
      const last = (step.subjects[step.subjects.length - 1] as ScreeningSubject).id;
      await deps.db.transaction().execute(async (trx) => {
        const pageRepo = deps.repos.screeningHits(trx);
        const added = await pageRepo.record(hits, at);
        // Every case of the page was screened against these versions, hit or not.
        await pageRepo.recordScreened(
          step.subjects.map((subject) => subject.companyId),
          lists.indexed.map(({ version }) => version.key),
          at,
        );
        run = {
          ...run,
          last_subject_id: last,
          done: run.done + step.subjects.length,
          hits: run.hits + added,
        };
        await pageRepo.checkpoint(run.id, run, at);
      });
      options.onProgress?.(run);
    }
  } finally {
    await scorer.close();
  }
}
