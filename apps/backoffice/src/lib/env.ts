declare global {
  interface Window {
    /** Written by env.js when the app is served (no rebuild to change the API address). */
    __ENV__?: { apiUrl?: string };
  }
}

/** Base URL of the API, without a trailing slash. */
export const apiUrl = (): string => (window.__ENV__?.apiUrl || 'http://localhost:8081').replace(/\/+$/, '');
