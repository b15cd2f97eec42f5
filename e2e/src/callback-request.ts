import { type Browser, expect } from '@playwright/test';
import { webUrl } from './api';
import { labelPattern, labels } from './labels';

const l = labels('fr');

/** A phone: the customer app shows it the mobile notice and its call-back form. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

export interface CallBackRequester {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
}

/**
 * A visitor on a phone asks to be called back, through the mobile notice's form as a customer
 * does: the request reaches the back-office's call-back queue.
 */
export async function requestCallBack(browser: Browser, requester: CallBackRequester): Promise<void> {
  const context = await browser.newContext({ ...PHONE, locale: 'fr-FR', baseURL: webUrl() });
  const page = await context.newPage();
  await page.goto('/');
  for (const [key, value] of [
    ['mobile.firstName', requester.firstName],
    ['mobile.lastName', requester.lastName],
    ['mobile.email', requester.email],
    ['mobile.phone', requester.phone],
    ['mobile.companyName', requester.companyName],
  ] as const) {
    await page.getByLabel(labelPattern(l.t(key))).fill(value);
  }
  await page.getByLabel(labelPattern(l.t('mobile.companySize'))).selectOption('1-10');
  await page.getByRole('button', { name: l.t('mobile.submit') }).click();
  // Sent once the app-check proof of work is solved: allow it time.
  await expect(page.getByText(l.t('mobile.sentTitle'))).toBeVisible({ timeout: 30_000 });
  await context.close();
}
