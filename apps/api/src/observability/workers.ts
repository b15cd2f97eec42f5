/** How a background worker of the API process stands, for the readiness probe. */
export interface WorkerState {
  name: string;
  ok: boolean;
  /** In words, for the probe's answer: running, sweeping, stopped, or late. */
  state: string;
}

interface Watched {
  intervalMs: number;
  stopped: boolean;
  sweeping: boolean;
  lastSweepStartedAt: number;
}

/**
 * The API process's background workers (the status reports' delivery): each is started, sweeps
 * every interval, and is stopped at shutdown. A worker is well while it is sweeping or began a
 * sweep within three of its intervals (and 30 seconds): a loop that stopped ticking makes the
 * process not ready.
 */
export function createWorkerWatch(now: () => number = Date.now) {
  const workers = new Map<string, Watched>();
  const expected = new Set<string>();
  return {
    /** A worker the process must run: until it is started, the process is not ready. */
    expect(name: string): void {
      expected.add(name);
    },
    started(name: string, intervalMs: number): void {
      workers.set(name, { intervalMs, stopped: false, sweeping: false, lastSweepStartedAt: now() });
    },
    stopped(name: string): void {
      const worker = workers.get(name);
      if (worker) worker.stopped = true;
    },
    /** Wraps one sweep of a started worker. */
    async sweep<T>(name: string, work: () => Promise<T>): Promise<T> {
      const worker = workers.get(name);
      if (worker) {
        worker.sweeping = true;
        worker.lastSweepStartedAt = now();
      }
      try {
        return await work();
      } finally {
        if (worker) worker.sweeping = false;
      }
    },
    states(): WorkerState[] {
      const waiting = [...expected]
        .filter((name) => !workers.has(name))
        .map((name) => ({ name, ok: false, state: 'not started' }));
      return [...workers.entries()]
        .map(([name, worker]) => {
          if (worker.stopped) return { name, ok: false, state: 'stopped' };
          if (worker.sweeping) return { name, ok: true, state: 'sweeping' };
          const late = now() - worker.lastSweepStartedAt > 3 * worker.intervalMs + 30_000;
          return { name, ok: !late, state: late ? 'late' : 'running' };
        })
        .concat(waiting);
    },
  };
}

export type WorkerWatch = ReturnType<typeof createWorkerWatch>;
