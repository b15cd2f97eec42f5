/**
 * Runs `work` now and every `intervalMs` in the API process; a run still going is not started
 * twice. Errors are logged and the next tick tries again. `stop` waits for the run under way.
 */
export function startIntervalWorker(
  work: () => Promise<unknown>,
  options: { intervalMs: number; log: (error: unknown) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = work()
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
