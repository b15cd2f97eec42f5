import { startIntervalWorker } from '../../interval-worker';
import type { RetentionJob, RetentionRun } from './retention-job';

/**
 * Runs the retention every `intervalMs` in each API process (the job's lease lets one of them
 * work at a time); a run still going is not started twice.
 */
export const startRetentionWorker = (
  job: RetentionJob,
  options: { intervalMs: number; log: (error: unknown) => void; ran?: (run: RetentionRun) => void },
): { stop(): Promise<void> } =>
  startIntervalWorker(
    () =>
      job.run().then((run) => {
        if (run.ran) options.ran?.(run);
      }),
    options,
  );
