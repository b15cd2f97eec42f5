import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while `active`, one call at a time: the next call waits for
 * the previous answer, so a slow network never stacks requests.
 */
export function useIntervalPoll(poll: () => Promise<void>, intervalMs: number, active: boolean): void {
  const pollRef = useRef(poll);
  pollRef.current = poll;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        await pollRef.current();
      } catch {
        // A failed poll is retried at the next tick; the countdown bounds the wait.
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, intervalMs);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [intervalMs, active]);
}
