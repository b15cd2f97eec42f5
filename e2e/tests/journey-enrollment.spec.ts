import type { Locale } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { answerKyc } from '../src/journey/company-steps';
import { type JourneyContext, journeyContext } from '../src/journey/context';
import {
  addPartnerLeavingSharesOver,
  allocateEveryShareAndSubmit,
  completeOwnEnrollmentEntry,
  fillEnrollmentCompany,
  followCapitalDeposit,
  returnToSavedCompany,
  seeDepositStarted,
  uploadEnrollmentProofs,
} from '../src/journey/enrollment-steps';
import { acceptTermsAndFinish, authenticateByEmail } from '../src/journey/finish-steps';

/** From the home page's "in creation" tile to a shareholders list with every share allocated and sent. */
async function throughShareholders(j: JourneyContext): Promise<void> {
  await startFromHome(j, 'enrollment');
  await readRequiredDocuments(j, 'enrollment');
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });
  await fillEnrollmentCompany(j);
  await returnToSavedCompany(j);
  await answerKyc(j);
  await uploadEnrollmentProofs(j);
  await completeOwnEnrollmentEntry(j);
  await addPartnerLeavingSharesOver(j);
  await allocateEveryShareAndSubmit(j);
}

// Two doctors create a SELARL with 10 000 € of capital in 1 000 shares held 600 / 400, in French
// with the mouse and an axe-core audit of every new screen and state. One page for both tests:
// the second follows the deposit the first started. It needs the capital deposit routes and the
// completion answer's kind "capital_deposit", and posts to the bank feed with E2E_BANK_FEED_TOKEN
// (the credential the API was started with).
test.describe('a SELARL in creation', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let j: JourneyContext;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ locale: 'fr-FR' });
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('two doctors allocate its capital, are refused while shares remain, and finish through terms and SCA', async ({
    browser,
    request,
  }) => {
    // Long: the questionnaire and two people, each screen audited, on a shared machine.
    test.setTimeout(900_000);
    j = journeyContext({
      page,
      browser,
      request,
      mode: 'pointer',
      audit: true,
      language: 'fr',
      user: newPerson('Léa', 'Roche'),
    });
    await throughShareholders(j);
    await acceptTermsAndFinish(j);
    await authenticateByEmail(j);
    await expect(page).toHaveURL(/\/enrollment\/success$/);
  });

  test('the success page says the deposit has started and the tracking page follows it to the certificate', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    j.request = request;
    await seeDepositStarted(j);
    await followCapitalDeposit(j);
  });
});

// The same screens in English and German: the words, the amounts written the reader's way
// ("€6,000.00", "6.000,00 €") and the audit in each language.
for (const [language, user] of [
  ['en', newPerson('Emma', 'Clarke')],
  ['de', newPerson('Anna', 'Becker')],
] as const satisfies readonly (readonly [Locale, ReturnType<typeof newPerson>])[]) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'en' ? 'en-GB' : 'de-DE' });
    test(`the enrollment screens up to the shareholders list, in ${language}`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(720_000);
      const j = journeyContext({ page, browser, request, mode: 'pointer', audit: true, language, user });
      await throughShareholders(j);
    });
  });
}
