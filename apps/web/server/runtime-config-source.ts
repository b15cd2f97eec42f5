/*
 * The API's runtime configuration (GET /config: brand, price, flags), kept by the web server so
 * that it reaches the browser with env.js instead of after it: a first visit on a slow network
 * saved a connection to the API, a CORS preflight and a request before its first screen.
 * The browser still asks the API itself when env.js carries none (the API was not reachable
 * from here yet, or in development).
 */
import { type RuntimeConfigReply, routeUrl } from '@app/domain';
import { RuntimeConfigReplySchema } from '@app/domain/contracts/system.contract';

export interface RuntimeConfigSource {
  /** The last configuration the API gave and its contract accepted, or null (none yet). */
  current(): RuntimeConfigReply | null;
  /** Settles once the first attempt has answered or failed (tests, start-up). */
  readonly firstAttempt: Promise<void>;
  close(): void;
}

export interface RuntimeConfigSourceOptions {
  /** The API's address, as the browser calls it (API_URL). */
  apiUrl: string;
  /** How often the configuration is asked again: a change shows within this delay. */
  refreshMs?: number;
  /** A slow API never holds a page: an answer later than this is dropped. */
  timeoutMs?: number;
}

export function runtimeConfigSource({
  apiUrl,
  refreshMs = 30_000,
  timeoutMs = 3_000,
}: RuntimeConfigSourceOptions): RuntimeConfigSource {
  const url = `${apiUrl.replace(/\/+$/, '')}${routeUrl('GET /config', {})}`;
  let config: RuntimeConfigReply | null = null;
  let failing = false;
  let closed = false;

  async function refresh(): Promise<void> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      config = RuntimeConfigReplySchema.parse(await response.json());
      if (failing) console.info('web server: the API configuration is read again');
      failing = false;
    } catch (error) {
      // The last good configuration stays: it is still the bank's, and the page works without it.
      if (!failing) console.warn(`web server: the API configuration could not be read (${String(error)})`);
      failing = true;
    }
  }

  const firstAttempt = refresh();
  // Until a first answer, asked every second (the API may start after this server).
  let timer: NodeJS.Timeout;
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(
      () => void refresh().finally(schedule),
      config ? refreshMs : Math.min(1_000, refreshMs),
    );
    timer.unref();
  };
  void firstAttempt.finally(schedule);

  return {
    current: () => config,
    firstAttempt,
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}
