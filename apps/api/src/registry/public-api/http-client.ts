export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}>;

export interface ThrottledClientOptions {
  fetch?: FetchLike;
  /** The API allows 7 requests per second per address: calls are spaced by at least this. */
  minIntervalMs?: number;
  timeoutMs?: number;
  maxRetries?: number;
  /** A Retry-After longer than this is not waited for: the call fails (the user is waiting). */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export class RegistryUnavailableError extends Error {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date, as Retry-After may carry either. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * GETs JSON from a rate-limited public API: calls spaced to stay under its limit, a timeout on
 * each, and on 429 or a 5xx a retry after the server's Retry-After (or a doubling back-off).
 */
export function createThrottledClient(options: ThrottledClientOptions = {}) {
  const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const minInterval = options.minIntervalMs ?? Math.ceil(1000 / 7);
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryAfter = options.maxRetryAfterMs ?? 3000;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  let nextSlot = 0;

  async function takeSlot() {
    const at = now();
    const wait = Math.max(0, nextSlot - at);
    nextSlot = Math.max(at, nextSlot) + minInterval;
    if (wait > 0) await sleep(wait);
  }

  return async function getJson(url: string): Promise<unknown> {
    let backoff = 250;
    for (let attempt = 0; ; attempt += 1) {
      await takeSlot();
      let status: number;
      let retryAfter: number | undefined;
      try {
        const response = await doFetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        status = response.status;
        if (status >= 200 && status < 300) return await response.json();
        retryAfter = retryAfterMs(response.headers.get('retry-after'), now());
        if (status !== 429 && status < 500)
          throw new RegistryUnavailableError(`registry API answered ${status}`);
      } catch (error) {
        if (error instanceof RegistryUnavailableError) throw error;
        // Timeout or network failure: retried like a 5xx.
        status = 0;
      }
      if (attempt >= maxRetries)
        throw new RegistryUnavailableError(`registry API unavailable (${status || 'timeout'})`);
      const wait = retryAfter ?? backoff;
      if (wait > maxRetryAfter) throw new RegistryUnavailableError('registry API rate limit: retry later');
      // Everyone waits: the limit is per address, not per call.
      nextSlot = Math.max(nextSlot, now() + wait);
      backoff *= 2;
    }
  };
}
