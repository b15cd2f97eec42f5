import { GENDER_LABELS } from '@app/domain';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import {
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { type JourneyContext, journeyContext } from '../src/journey/context';
import {
  finishSolePractitioner,
  pickPracticeInRegister,
  typedSolePractitioner,
} from '../src/journey/sole-practitioner-steps';
import { labelPattern, labels } from '../src/labels';
import { JourneyTally } from '../src/tally';

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

/** What the person gives, in seconds: 5 s a field, 3 s a click. */
const personSeconds = (counts: { fields: number; clicks: number }) => counts.fields * 5 + counts.clicks * 3;

/** The e-mail Sophie Le Goff confirmed with the agency, as the stand-in federation gives it. */
const SOPHIE_VOUCHED_EMAIL = 'sophie.legoff@cabinet-legoff.example.test';

/** The account step after Pro Santé Connect: civility, names and e-mail given; the rest typed. */
async function completePrefilledAccount(j: JourneyContext): Promise<void> {
  const { page, ui, l, user } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
  await expect(page.getByText(l.t('psc.verified'))).toBeVisible();
  await expect(page.getByRole('radio', { name: GENDER_LABELS[2].fr, exact: true })).toBeChecked();
  await expect(page.getByLabel(labelPattern(l.t('account.firstName')))).toHaveValue('Sophie');
  await expect(page.getByLabel(labelPattern(l.t('account.lastName')))).toHaveValue('LE GOFF');
  await ui.fill(page.getByLabel(labelPattern(l.t('account.phone'))), user.phone);
  // The e-mail the agency vouched for: shown filled, reviewed, and not asked twice.
  await expect(page.getByLabel(labelPattern(l.t('account.email')))).toHaveValue(user.email);
  await expect(page.getByText(l.t('account.emailVouched'))).toBeVisible();
  await expect(page.getByLabel(labelPattern(l.t('account.emailRepeat')))).toHaveCount(0);
  // Tied at its creation, the account has no password: it is reached through Pro Santé Connect.
  await expect(page.getByText(l.t('account.passwordless'))).toBeVisible();
  await expect(page.getByLabel(labelPattern(l.t('account.password')))).toHaveCount(0);
  await expect(page.getByLabel(labelPattern(l.t('account.passwordRepeat')))).toHaveCount(0);
}

let typed: JourneyTally['counts'] | null = null;

test.describe
  .serial('a general practitioner in private practice (EI), from home to the success page', () => {
    let typedFields: readonly string[] = [];
    test('typed by hand', async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      const j = journeyContext({
        page,
        browser,
        request,
        mode: 'pointer',
        audit: false,
        language: 'fr',
        user: newPerson('Sophie', 'Le Goff'),
      });
      const tally = new JourneyTally(page);
      j.ui.tally = tally;
      await typedSolePractitioner(j, tally);
      await tally.seen();
      typed = tally.counts;
      typedFields = tally.fieldList;
    });

    test('signed in with Pro Santé Connect: fewer fields, and under five minutes of her time', async ({
      page,
      browser,
      request,
      context,
    }) => {
      test.setTimeout(240_000);
      const leaked = await keepOnLoopback(context);
      const j = journeyContext({
        page,
        browser,
        request,
        mode: 'pointer',
        audit: true,
        language: 'fr',
        user: { ...newPerson('Sophie', 'Le Goff'), email: SOPHIE_VOUCHED_EMAIL },
      });
      const tally = new JourneyTally(page);
      j.ui.tally = tally;
      const { ui } = j;
      await startFromHome(j);
      await readRequiredDocuments(j);
      await ui.press(
        page.getByRole('button', { name: `${l.t('psc.button.prefix')} ${l.t('psc.button.name')}` }),
      );
      // The stand-in federation's page: she is Sophie Le Goff (her CPS card or her e-CPS app).
      await ui.press(page.getByRole('link', { name: 'Sophie LE GOFF' }));
      await expect(page.getByRole('heading', { level: 1, name: l.t('psc.practice.title') })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('radio', { name: /CABINET DU DR LE GOFF/ })).toBeChecked();
      await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
      // Back from the federation (a new page load): the documents to prepare, already read, are not shown again.
      await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
      await expect(page.getByRole('dialog', { name: l.t('requiredDocuments.title') })).toHaveCount(0);
      await completePrefilledAccount(j);
      await submitAccountForm(j);
      await uploadAccountProofs(j, { view: false });
      // The search starts from her practice's SIRET: she only picks it.
      await expect(page.getByRole('textbox', { name: l.t('company.search.label'), exact: true })).toHaveValue(
        /30158015500010|301 580 155 00010/,
      );
      await pickPracticeInRegister(j, null);
      await finishSolePractitioner(j, tally, {
        professionalNumberGiven: true,
        proposedByProSanteConnect: true,
      });
      await tally.seen();
      const signedIn = tally.counts;
      expect(typed, 'the typed journey ran first').not.toBeNull();
      const byHand = typed ?? signedIn;
      const fewer = 1 - signedIn.fields / byHand.fields;
      process.stdout.write(
        `typed ${JSON.stringify(byHand)} (${personSeconds(byHand)} s)\n` +
          `pro sante connect ${JSON.stringify(signedIn)} (${personSeconds(signedIn)} s), ` +
          `${Math.round(fewer * 100)} % fewer fields\n${tally.screenList.join('\n')}\n` +
          `fields typed by hand:\n${typedFields.join('\n')}\n` +
          `fields with Pro Santé Connect:\n${tally.fieldList.join('\n')}\n`,
      );
      expect(signedIn.fields).toBeLessThan(byHand.fields);
      // At least 40 % fewer (37 → 22): names, civility, SIREN, RPPS, e-mail twice, no password,
      // the practice's phone, the main activity, no salaried activity, fees in and collected
      // proposed, and no set-up code on the mailbox the agency verified (docs/pro-sante-connect.md).
      expect(fewer).toBeGreaterThanOrEqual(0.4);
      expect(personSeconds(signedIn)).toBeLessThan(5 * 60);
      expect(leaked).toEqual([]);
    });
  });
