import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { NewScreeningHit, ScreeningSubject } from '../../db/repositories/screening-hits';
import type { RescreenWorkerData, ScoreReply, ScoreRequest } from './rescreen-messages';
import type { Screener } from './screener';
import { hitsOf } from './subject-hits';

/** Scores a rescreen's pages of subjects: the hits of each page, in the order of its subjects. */
export interface SubjectScorer {
  score(subjects: ScreeningSubject[]): Promise<NewScreeningHit[]>;
  close(): Promise<void>;
}

/**
 * How many threads score a rescreen (`SCREENING_WORKERS`). `auto`: every core in a process of its
 * own (the import command's rescreen); one core fewer in the API's process, so that its event loop
 * and its password hashing (itself held to one core fewer) are not starved by a rescreen.
 */
export function rescreenWorkerCount(setting: number | 'auto', dedicated: boolean): number {
  if (setting !== 'auto') return setting;
  return dedicated ? availableParallelism() : Math.max(1, availableParallelism() - 1);
}

/** Scores on the calling thread (a small base, or `SCREENING_WORKERS=0`). */
export function inlineScorer(screener: Screener): SubjectScorer {
  return {
    score: async (subjects) => subjects.flatMap((subject) => hitsOf(screener, subject)),
    close: async () => undefined,
  };
}

interface Job {
  request: ScoreRequest;
  resolve(hits: NewScreeningHit[]): void;
  reject(error: Error): void;
}

/**
 * Scores in `size` worker threads, each with its own index of the versions (built once, when it
 * starts), a page to a thread as each becomes free. A thread that fails fails its page and every
 * one after it: the rescreen stops at its last page written and goes on from there when resumed.
 */
export function workerScorer(size: number, data: RescreenWorkerData): SubjectScorer {
  const url = new URL('./rescreen-worker.mjs', import.meta.url);
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let failure: Error | undefined;
  let nextId = 1;

  function pump() {
    while (failure === undefined && idle.length > 0 && queue.length > 0) {
      const worker = idle.shift() as Worker;
      const job = queue.shift() as Job;
      running.set(worker, job);
      worker.postMessage(job.request);
    }
  }

  function fail(worker: Worker, error: Error) {
    failure ??= error;
    const idleAt = idle.indexOf(worker);
    if (idleAt >= 0) idle.splice(idleAt, 1);
    running.get(worker)?.reject(error);
    running.delete(worker);
    for (const job of queue.splice(0)) job.reject(error);
  }

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(url, { workerData: data });
    worker.on('message', (reply: ScoreReply) => {
      const job = running.get(worker);
      if (!job || job.request.id !== reply.id) return;
      running.delete(worker);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.hits);
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', (code) => fail(worker, new Error(`rescreen worker stopped (exit code ${code})`)));
    idle.push(worker);
    return worker;
  });

  return {
    score(subjects) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        queue.push({ request: { id: nextId++, subjects }, resolve, reject });
        pump();
      });
    },
    async close() {
      for (const worker of workers) worker.removeAllListeners('exit');
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
