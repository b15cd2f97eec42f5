/**
 * At most `slots` holders at once; the others wait their turn in order. For CPU-heavy work
 * done off the main thread (argon2 in libuv's pool) that would otherwise take every core and
 * leave none to the event loop.
 */
export function concurrencySlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Waits for a slot; answers the function that gives it back (once, however often called). */
  async function acquire(): Promise<() => void> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      waiting.shift()?.();
    };
  }
  return { acquire, waiting: () => waiting.length };
}

/** Runs at most `slots` tasks at once; the others wait their turn in order. */
export function concurrencyLimit(slots: number) {
  const { acquire } = concurrencySlots(slots);
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    const release = await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
