/**
 * Wraps an async call so that a second call while the first is in flight is skipped
 * (resolves to undefined) instead of reaching the server (spec §7: parallel validate calls).
 */
export function singleFlight<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  let inFlight = false;
  return async (...args: A): Promise<R | undefined> => {
    if (inFlight) return undefined;
    inFlight = true;
    try {
      return await call(...args);
    } finally {
      inFlight = false;
    }
  };
}
