import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { labels } from '../src/labels';

/** Camille Martin's RPPS, as the stand-in and the demo directory know her. */
const CAMILLE_RPPS = '19900000001';
const issuer = () => process.env.E2E_PSC_ISSUER ?? '';
const l = labels('fr');

/** Every request must stay on loopback: one to anywhere else fails the test. */
async function keepOnLoopback(context: BrowserContext): Promise<string[]> {
  const leaked: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      leaked.push(route.request().url());
      return route.abort();
    },
  );
  return leaked;
}

/** The page asks the phone: the two digits shown are returned. */
async function askThePhone(page: Page): Promise<string> {
  await page.goto('/pro-sante-connect/telephone');
  await expect(page.getByRole('heading', { level: 1, name: l.t('psc.phone.title') })).toBeVisible();
  const number = page.getByRole('textbox', { name: new RegExp(l.t('psc.phone.number')) });
  await number.fill(CAMILLE_RPPS);
  await page.getByRole('button', { name: l.t('psc.phone.submit') }).click();
  const code = page.locator('.psc-code');
  await expect(code).toHaveText(/^\d{2}$/, { timeout: 30_000 });
  return (await code.textContent()) ?? '';
}

/** The practitioner's phone (the stand-in's e-CPS page) answers the request showing `code`. */
async function answerOnThePhone(context: BrowserContext, code: string, answer: 'Approve' | 'Refuse') {
  const phone = await context.newPage();
  await phone.goto(`${issuer()}/phone`);
  const request = phone.getByRole('listitem').filter({ hasText: `code ${code}` });
  await expect(request).toHaveCount(1);
  await request.getByRole('link', { name: answer }).click();
  await expect(phone.getByText('Done.')).toBeVisible();
  await phone.close();
}

test('the phone approval (e-CPS) for a desktop without a card reader: approved, refused, expired', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const leaked = await keepOnLoopback(context);

  // Approved: the same two digits on both screens, then the practices to choose from.
  const approved = await askThePhone(page);
  await answerOnThePhone(context, approved, 'Approve');
  await expect(page.getByRole('heading', { level: 1, name: l.t('psc.practice.title') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(l.t('psc.verified'))).toBeVisible();
  await expect(page.getByRole('radio', { name: /CABINET DU DR MARTIN/ })).toBeVisible();

  // Refused on the phone: said so, and a new request can be sent.
  const refused = await askThePhone(page);
  await answerOnThePhone(context, refused, 'Refuse');
  await expect(page.getByText(l.t('psc.phone.refusedTitle'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: l.t('psc.phone.again') })).toBeEnabled();

  // Not answered in time: the request expires (the stand-in's phone waits seconds, not minutes).
  await askThePhone(page);
  const expiry = Number(process.env.E2E_PSC_PHONE_EXPIRY_SECONDS ?? 20);
  await expect(page.getByText(l.t('psc.phone.expiredTitle'))).toBeVisible({ timeout: (expiry + 30) * 1000 });
  await expect(page.getByRole('button', { name: l.t('psc.phone.again') })).toBeEnabled();

  expect(leaked).toEqual([]);
});
