/**
 * Runs at most `slots` tasks at once; the others wait their turn in order. For CPU-heavy work
 * done off the main thread (argon2 in libuv's pool) that would otherwise take every core and
 * leave none to the event loop.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
