declare global {
  interface Window {
    /** Written by public/env.js at deploy time (no rebuild to change the API address). */
    __ENV__?: { apiUrl?: string };
  }
}

const DEFAULT_API_URL = 'http://localhost:8081';

/** Base URL of the API, without a trailing slash. */
export function apiUrl(): string {
  const fromEnv = typeof window === 'undefined' ? undefined : window.__ENV__?.apiUrl;
  return (fromEnv || DEFAULT_API_URL).replace(/\/+$/, '');
}
