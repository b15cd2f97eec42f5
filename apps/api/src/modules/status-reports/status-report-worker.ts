import { startIntervalWorker } from '../../interval-worker';
import type { DeliveryAttempt, StatusReportDelivery } from './status-report-delivery';

/**
 * Runs the delivery every `intervalMs` in the API process; a sweep still running is not started
 * twice. Errors (database away) are logged and the next tick tries again.
 */
export const startStatusReportWorker = (
  delivery: StatusReportDelivery,
  options: {
    intervalMs: number;
    log: (error: unknown) => void;
    /** Each delivery attempt, for the API's log. */
    attempted?: (attempt: DeliveryAttempt) => void;
  },
): { stop(): Promise<void> } => startIntervalWorker(() => delivery.deliverDue(options.attempted), options);
