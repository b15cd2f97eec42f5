import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { ScreeningRunRow } from '../../db/repositories/screening-hits';
import type { Database } from '../../db/schema';
import type { Screener } from './screener';
import { hitsOf } from './subject-hits';

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
}

/**
 * Screens every person, then every company, of the base against the screener's versions, from
 * where the run stands: each page's hits and the run's new position are written in one
 * transaction, so a run stopped by a crash goes on from its last page, and a page screened twice
 * records its hits once (a hit is one per subject, version and entry).
 */
export async function continueRescreen(
  deps: RescreenDeps,
  screener: Screener,
  start: ScreeningRunRow,
  options: RescreenOptions,
): Promise<ScreeningRunRow> {
  let run = { ...start };
  while (run.finished_at === null) {
    const repo = deps.repos.screeningHits(deps.db);
    const subjects =
      run.phase === 'person'
        ? await repo.peopleAfter(run.last_subject_id, options.pageSize)
        : await repo.companiesAfter(run.last_subject_id, options.pageSize);
    const at = deps.now().toISOString();
    if (subjects.length === 0) {
      if (run.phase === 'person') {
        run = { ...run, phase: 'company', last_subject_id: null };
        await repo.checkpoint(run.id, run, at);
      } else {
        await repo.finishRun(run.id, at);
        run = { ...run, finished_at: at };
      }
      continue;
    }
    const hits = subjects.flatMap((subject) => hitsOf(screener, subject));
    const last = subjects[subjects.length - 1]?.id ?? run.last_subject_id;
    await deps.db.transaction().execute(async (trx) => {
      const pageRepo = deps.repos.screeningHits(trx);
      const added = await pageRepo.record(hits, at);
      run = { ...run, last_subject_id: last, done: run.done + subjects.length, hits: run.hits + added };
      await pageRepo.checkpoint(run.id, run, at);
    });
    options.onProgress?.(run);
  }
  return run;
}
