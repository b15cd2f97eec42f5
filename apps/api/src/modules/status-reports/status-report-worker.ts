import type { DeliveryAttempt, StatusReportDelivery } from './status-report-delivery';

/**
 * Runs the delivery every `intervalMs` in the API process; a sweep still running is not started
 * twice. Errors (database away) are logged and the next tick tries again.
 */
export function startStatusReportWorker(
  delivery: StatusReportDelivery,
  options: {
    intervalMs: number;
    log: (error: unknown) => void;
    /** Each delivery attempt, for the API's log. */
    attempted?: (attempt: DeliveryAttempt) => void;
  },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = delivery
      .deliverDue(options.attempted)
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
