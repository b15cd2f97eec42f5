import type { CheckpointOccasion } from './checkpoint-writer';

/** How often the schedule is looked at (a look costs one read of the head and of the file's end). */
const LOOK_EVERY_MS = 10_000;

/**
 * Looks every few seconds whether a checkpoint is due, in the API process; a look still running
 * is not started twice. Errors (database away, disk full) are logged and the next look tries
 * again. `stop` waits for the running look and writes the last checkpoint.
 */
export function startAuditCheckpoints(
  journal: { checkpoint(occasion: CheckpointOccasion): Promise<unknown> },
  options: { everyMs: number; log: (error: unknown) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const look = () => {
    if (running) return;
    running = journal
      .checkpoint('schedule')
      .catch(options.log)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(look, Math.min(LOOK_EVERY_MS, options.everyMs));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await journal.checkpoint('stop').catch(options.log);
    },
  };
}
