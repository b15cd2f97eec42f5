import type { RetentionJob, RetentionRun } from './retention-job';

/**
 * Runs the retention every `intervalMs` in each API process (the job's lease lets one of them
 * work at a time); a run still going is not started twice. Errors are logged and the next tick
 * tries again.
 */
export function startRetentionWorker(
  job: RetentionJob,
  options: { intervalMs: number; log: (error: unknown) => void; ran?: (run: RetentionRun) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((run) => {
        if (run.ran) options.ran?.(run);
      })
      .catch(options.log)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
