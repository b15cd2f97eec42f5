import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { PasswordScore } from '@app/domain';

export interface PasswordScoring {
  /** Scores in the worker and keeps the result for `scored` (the validation that follows). */
  prime(password: string, userInputs: readonly string[]): Promise<void>;
  /** The primed score of this password and these inputs, once; undefined when none was primed. */
  scored(password: string, userInputs: readonly string[]): PasswordScore | undefined;
  close(): Promise<void>;
}

interface Job {
  id: number;
  resolve(score: PasswordScore): void;
  reject(error: Error): void;
}

/** Primed scores are kept under a hash of what was scored, never the password itself. */
const keyOf = (password: string, userInputs: readonly string[]) =>
  createHash('sha256')
    .update(JSON.stringify([password, ...userInputs]))
    .digest('base64url');

/** A primed score not read within this time (a request that failed before validation) is dropped. */
const PRIMED_TTL_MS = 30_000;

/**
 * The sign-up's password strength check (zxcvbn over four languages' dictionaries) runs in one
 * worker thread, so a sign-up flood never stalls the event loop; the request's schema then reads
 * the score primed for it. If the worker fails, the caller falls back to scoring in place.
 */
export function createPasswordScoring(): PasswordScoring {
  const workerUrl = new URL('./password-score-worker.mjs', import.meta.url);
  const jobs = new Map<number, Job>();
  const primed = new Map<string, { score: PasswordScore; expires: number }>();
  let nextId = 1;
  let worker: Worker | undefined;

  function start(): Worker {
    const started = new Worker(workerUrl);
    started.unref();
    started.on('message', (message: { id?: number; score?: PasswordScore; error?: string }) => {
      const job = message.id === undefined ? undefined : jobs.get(message.id);
      if (!job) return;
      jobs.delete(job.id);
      if (message.error !== undefined || message.score === undefined) {
        job.reject(new Error(message.error ?? 'no score'));
      } else job.resolve(message.score);
    });
    const failed = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
    };
    started.on('error', failed);
    started.on('exit', (code) => failed(new Error(`password worker stopped (exit code ${code})`)));
    return started;
  }

  function score(password: string, userInputs: readonly string[]): Promise<PasswordScore> {
    worker ??= start();
    const running = worker;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      jobs.set(id, { id, resolve, reject });
      running.postMessage({ id, password, userInputs: [...userInputs] });
    });
  }

  function dropExpired(now: number) {
    for (const [key, entry] of primed) if (entry.expires < now) primed.delete(key);
  }

  // One check at once: zxcvbn builds its dictionaries on the first check (about a second), which
  // the first customer to sign up would otherwise wait for.
  score('warm-up check', []).catch(() => undefined);

  return {
    async prime(password, userInputs) {
      const value = await score(password, userInputs);
      const now = Date.now();
      dropExpired(now);
      primed.set(keyOf(password, userInputs), { score: value, expires: now + PRIMED_TTL_MS });
    },
    scored(password, userInputs) {
      const key = keyOf(password, userInputs);
      const entry = primed.get(key);
      primed.delete(key);
      return entry?.score;
    },
    async close() {
      const running = worker;
      worker = undefined;
      primed.clear();
      await running?.terminate();
    },
  };
}

let shared: PasswordScoring | undefined;

/**
 * The process's one scoring worker (the API's server starts it at launch; every app of a test
 * process shares it). It is unreferenced: it never keeps the process alive.
 */
export function passwordScoring(): PasswordScoring {
  shared ??= createPasswordScoring();
  return shared;
}
