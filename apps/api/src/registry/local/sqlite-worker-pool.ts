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
  /** The deadline, counted from when the query was asked: waiting for a worker counts too. */
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

export interface PoolOptions {
  size?: number;
  /**
   * A query not answered this long after it was asked is abandoned: dropped from the queue, or
   * its worker ended and replaced when it is running.
   */
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
      clearTimeout(job.timer);
      finish(slot);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.rows ?? []);
    });
    const failed = (error: Error) => {
      const job = slot.job;
      if (!slots.includes(slot)) return;
      replace(slot);
      if (job) {
        clearTimeout(job.timer);
        job.reject(error);
      }
    };
    worker.on('error', failed);
    // A worker that dies without an error event (out of memory, killed) fails its query too.
    worker.on('exit', (code) => failed(new Error(`registry worker stopped (exit code ${code})`)));
    return slot;
  }

  function replace(slot: Slot) {
    slot.job = undefined;
    slot.worker.removeAllListeners('exit');
    void slot.worker.terminate();
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    if (!closed) dispatch();
  }

  function finish(slot: Slot) {
    slot.job = undefined;
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
      slot.worker.postMessage({ id: job.id, sql: job.sql, params: job.params });
    }
  }

  return {
    all<T>(sql: string, params: readonly unknown[]) {
      if (closed) return Promise.reject(new Error('registry closed'));
      if (queue.length >= maxQueue) return Promise.reject(new RegistryQueryTimeout());
      return new Promise<T[]>((resolve, reject) => {
        const job: Job = { id: nextId++, sql, params, resolve: resolve as (rows: unknown[]) => void, reject };
        job.timer = setTimeout(() => {
          const queued = queue.indexOf(job);
          if (queued >= 0) queue.splice(queued, 1);
          const running = slots.find((slot) => slot.job === job);
          if (running) replace(running);
          job.reject(new RegistryQueryTimeout());
        }, timeoutMs);
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.timer);
        job.reject(new Error('registry closed'));
      }
      for (const slot of slots) {
        if (slot.job) clearTimeout(slot.job.timer);
        slot.worker.removeAllListeners('exit');
      }
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
