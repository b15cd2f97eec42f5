import type { BrowserContext } from '@playwright/test';
import { webUrl } from './api';

/** The cookie choice of an earlier visit (optional cookies refused): no banner over the screens. */
export async function answerCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
      url: webUrl(),
    },
  ]);
}

/**
 * The browser resumes an opening prepared over the API: the app finds this progress in its
 * local storage on the first page (what it stores afterwards must survive reloads), and the
 * cookie banner is already answered.
 */
export async function resumeWithStoredProgress(context: BrowserContext, progress: object): Promise<void> {
  await context.addInitScript((stored) => {
    if (!window.localStorage.getItem('pro-sante.progress')) {
      window.localStorage.setItem('pro-sante.progress', stored);
    }
  }, JSON.stringify(progress));
  await answerCookies(context);
}
