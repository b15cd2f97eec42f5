import { readFileSync } from 'node:fs';

/** Time source passed to services, so tests can move time instead of waiting for it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** How often an offset file is read again: time moves for a drill without a restart. */
const OFFSET_FILE_REFRESH_MS = 200;

/**
 * The system clock moved by an offset, outside production only (loadConfig refuses it there):
 * fault drills and manual checks see codes and sessions expire without waiting. The offset is
 * CLOCK_OFFSET_MS, or the number of milliseconds written in CLOCK_OFFSET_FILE when that file
 * exists, read again at most every 200 ms.
 */
export function offsetClock(options: { offsetMs: number; offsetFile?: string | undefined }): Clock {
  const { offsetMs, offsetFile } = options;
  if (!offsetFile) return { now: () => new Date(Date.now() + offsetMs) };
  let offset = offsetMs;
  let readAt = Number.NEGATIVE_INFINITY;
  const current = () => {
    const now = Date.now();
    if (now - readAt >= OFFSET_FILE_REFRESH_MS) {
      readAt = now;
      try {
        const written = Number.parseInt(readFileSync(offsetFile, 'utf8').trim(), 10);
        offset = Number.isFinite(written) ? written : offsetMs;
      } catch {
        offset = offsetMs;
      }
    }
    return offset;
  };
  return { now: () => new Date(Date.now() + current()) };
}

/** The API's clock: the system's, or an offset one when the configuration asks for it. */
export function clockFromConfig(config: {
  clock: { offsetMs: number; offsetFile?: string | undefined };
}): Clock {
  return config.clock.offsetMs === 0 && !config.clock.offsetFile ? systemClock : offsetClock(config.clock);
}
