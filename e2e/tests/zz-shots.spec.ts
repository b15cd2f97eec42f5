import { type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import { openCase, signIn } from '../src/backoffice';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import type { Partner } from '../src/journey/people-steps';
import { fromCompanyToRib } from '../src/journey/signup-journey';
import { backofficeUrl, createOperator } from '../src/operators';

const LISTED_VARIANT: Partner = { gender: 1, firstName: 'Kevin', lastName: 'Morvelleck', birthDate: '24081992' };
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });

test('screenshots', async ({ page, browser, request }) => {
  test.setTimeout(600_000);
  const j = journeyContext({ page, browser, request, mode: 'pointer', audit: false, language: 'fr', user: newPerson('Camille', 'Benard') });
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j);
  await fromCompanyToRib(j, LISTED_VARIANT);
  const sup = createOperator('supervisor', `shots-${Date.now()}@bank.example`, 'Sophie Garnier');
  const back = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(back, sup.email, sup.totpSecret);
  await openCase(back, j.user.email);
  const caseUrl = back.url();
  const base = backofficeUrl().replace(/\/$/, '');
  for (const lang of ['fr', 'en', 'de']) {
    await back.goto(`${base}/cases`);
    await back.locator('#language').selectOption(lang);
    await back.waitForTimeout(500);
    await back.screenshot({ path: `/tmp/shots/bo-cases-${lang}.png` });
    await back.goto(`${base}/screening`);
    await back.waitForTimeout(800);
    await back.screenshot({ path: `/tmp/shots/bo-screening-${lang}.png` });
    await back.goto(caseUrl);
    await back.waitForTimeout(1500);
    await back.screenshot({ path: `/tmp/shots/bo-case-top-${lang}.png` });
    const hits = back.locator('section').filter({ has: back.getByRole('heading', { level: 2 }) }).nth(2);
    await back.locator('#case-decisions').screenshot({ path: `/tmp/shots/bo-case-decisions-${lang}.png` });
    await back.getByRole('article').first().screenshot({ path: `/tmp/shots/bo-case-hit-${lang}.png` });
    void hits;
  }
});
