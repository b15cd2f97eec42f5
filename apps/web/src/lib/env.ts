import type { RuntimeConfigReply } from '@app/domain';

declare global {
  interface Window {
    /**
     * Written by the web server's env.js (no rebuild to change the API address); with the API's
     * configuration once the web server has read it.
     */
    __ENV__?: { apiUrl?: string; config?: RuntimeConfigReply; errorReportingDsn?: string };
  }
}

const DEFAULT_API_URL = 'http://localhost:8081';

/** Base URL of the API, without a trailing slash. */
export function apiUrl(): string {
  const fromEnv = typeof window === 'undefined' ? undefined : window.__ENV__?.apiUrl;
  return (fromEnv || DEFAULT_API_URL).replace(/\/+$/, '');
}

/** The API's configuration as the web server gave it with env.js (checked there), if it did. */
export function configFromEnv(): RuntimeConfigReply | undefined {
  return typeof window === 'undefined' ? undefined : window.__ENV__?.config;
}
