import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RegistryQueryTimeout } from './store';

export interface SqlRunner {
  all<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

interface Job {
  id: number;
  sql: string;
  params: readonly unknown[];
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export interface PoolOptions {
  size?: number;
  /** A query still running after this is abandoned: its worker is ended and replaced. */
  timeoutMs?: number;
  /** Queries waiting beyond this are refused at once rather than queued without end. */
  maxQueue?: number;
}

/**
 * better-sqlite3 is synchronous: on the main thread a search would stall every other request.
 * Queries run in a few worker threads, each with its own read-only connection; a query that
 * overruns its deadline gets its worker terminated (SQLite cannot be interrupted otherwise).
 */
export function createSqliteWorkerPool(path: string, options: PoolOptions = {}): SqlRunner {
  // One core stays with the event loop: searches never starve the API's other requests.
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 2000;
  const maxQueue = options.maxQueue ?? 256;
  const workerUrl = new URL('./sqlite-query-worker.mjs', import.meta.url);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(workerUrl, { workerData: { path } });
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (message: { id: number; rows?: unknown[]; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      finish(slot);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.rows ?? []);
    });
    worker.on('error', (error) => {
      const job = slot.job;
      replace(slot);
      job?.reject(error);
    });
    return slot;
  }

  function replace(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = undefined;
    void slot.worker.terminate();
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    if (!closed) dispatch();
  }

  function finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    dispatch();
  }

  function dispatch() {
    while (queue.length > 0) {
      let slot = slots.find((candidate) => !candidate.job);
      if (!slot && slots.length < size) {
        slot = spawn();
        slots.push(slot);
      }
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      // A busy worker keeps the process alive; an idle one must not.
      slot.worker.ref();
      const running = slot;
      slot.timer = setTimeout(() => {
        replace(running);
        job.reject(new RegistryQueryTimeout());
      }, timeoutMs);
      slot.worker.postMessage({ id: job.id, sql: job.sql, params: job.params });
    }
  }

  return {
    all<T>(sql: string, params: readonly unknown[]) {
      if (closed) return Promise.reject(new Error('registry closed'));
      if (queue.length >= maxQueue) return Promise.reject(new RegistryQueryTimeout());
      return new Promise<T[]>((resolve, reject) => {
        queue.push({ id: nextId++, sql, params, resolve: resolve as (rows: unknown[]) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('registry closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
