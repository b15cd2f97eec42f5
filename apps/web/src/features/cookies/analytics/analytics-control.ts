import { SESSION_KEY } from './session-key';

/**
 * Consented analytics switch (spec §4): the recorder is loaded on demand, only once the visitor
 * accepted analytics, and stopped (its storage deleted) when they refuse or withdraw.
 */
let stop: (() => void) | null = null;
let starting: Promise<void> | null = null;

export function startAnalytics(): Promise<void> {
  if (stop) return Promise.resolve();
  starting ??= import('./recorder')
    .then(({ startRecording }) => {
      stop = startRecording();
    })
    .catch(() => undefined)
    .finally(() => {
      starting = null;
    });
  return starting;
}

export async function stopAnalytics(): Promise<void> {
  // A start under way finishes first, so that it is stopped too.
  await starting;
  stop?.();
  stop = null;
  sessionStorage.removeItem(SESSION_KEY);
}
