import { expect, type Page, type Request, test } from '@playwright/test';
import { labelPattern, labels } from '../src/labels';

// Consented analytics (spec §4): the recording starts only after consent, a typed password never
// reaches the API, and withdrawing consent stops the recording.
const fr = labels('fr');
const MARKER = `Mot2Passe-${Date.now()}-Zq`;
// The recorder sends a batch every 5 seconds: waiting longer shows whether one would have come.
const LONGER_THAN_A_BATCH_MS = 7_000;

/** The analytics calls the page makes, with their bodies, as they leave the browser. */
function analyticsCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/analytics/')) {
      calls.push(request);
    }
  });
  return calls;
}

const recordingAnswered = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/analytics/recordings' && response.status() === 201,
  );

interface Batch {
  events: { type: number; data?: { source?: number; text?: string } }[];
}

test('recording starts only after consent, never carries a typed password, and stops when consent is withdrawn', async ({
  page,
}) => {
  const calls = analyticsCalls(page);
  await page.goto('/signup');
  await page.getByRole('button', { name: fr.t('requiredDocuments.confirm') }).click();
  const password = page.getByLabel(labelPattern(fr.t('account.password')));
  await expect(password).toBeVisible();

  // No answer to the banner yet: nothing is recorded.
  await password.pressSequentially('avant-consentement');
  await page.waitForTimeout(LONGER_THAN_A_BATCH_MS);
  expect(calls).toEqual([]);

  const firstBatch = recordingAnswered(page);
  await page.getByRole('button', { name: fr.t('cookies.acceptAll') }).click();
  await firstBatch;

  // The visitor types a password: its input events are recorded, masked.
  const afterTyping = recordingAnswered(page);
  await password.fill('');
  await password.pressSequentially(MARKER);
  await page.getByLabel(labelPattern(fr.t('account.passwordRepeat'))).pressSequentially(MARKER);
  await afterTyping;
  await expect.poll(async () => (await page.evaluate(() => sessionStorage.length)) > 0).toBe(true);

  const bodies = calls.map((request) => request.postData() ?? '');
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain(MARKER);
  const inputs = bodies
    .flatMap((body) => (JSON.parse(body) as Batch).events)
    .filter((event) => event.type === 3 && event.data?.source === 5);
  expect(inputs.length, 'the typing was recorded').toBeGreaterThan(0);
  expect(inputs.every((event) => /^\**$/.test(event.data?.text ?? ''))).toBe(true);

  // Withdrawal from the footer's cookie preferences.
  await page.getByRole('button', { name: fr.t('layout.cookiePreferences') }).click();
  const analytics = page.getByRole('checkbox', { name: labelPattern(fr.t('cookies.analytics')) });
  await expect(analytics).toBeChecked();
  await expect(analytics).toBeFocused();
  await analytics.uncheck();
  await page.getByRole('button', { name: fr.t('cookies.save') }).click();
  const sentBeforeWithdrawal = calls.length;

  await page.getByLabel(labelPattern(fr.t('account.firstName'))).pressSequentially('Apres retrait');
  await page.waitForTimeout(LONGER_THAN_A_BATCH_MS);
  expect(calls.length).toBe(sentBeforeWithdrawal);
  expect(await page.evaluate(() => sessionStorage.getItem('analytics_session_id'))).toBeNull();
});
