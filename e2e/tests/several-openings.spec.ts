import type { Locale } from '@app/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type ApiAccount,
  apiUrl,
  createAccount,
  newPerson,
  type Person,
  uploadUserDocument,
} from '../src/api';
import { expectAccessible } from '../src/axe';
import { makePdf } from '../src/documents';
import { labelPattern, labels } from '../src/labels';
import { seedOpeningAtRepresentatives } from '../src/seed';
import { answerCookies } from '../src/stored-progress';

/** A practice of the person's first opening, and the one of a second opening they started later. */
const FIRST = { name: 'Cabinet des Tilleuls', siret: '12345678900015', siren: '123 456 789' };
const SECOND = { name: 'Kiné du Port', siret: '98765432400019', siren: '987 654 324' };

const company = (practice: typeof FIRST) => ({
  name: practice.name,
  legal_form: 'SELARL',
  naf_activity_code: '86.21Z',
  siret: practice.siret,
  address: { street: '12 rue des Lilas', details: null, zip: '69003', city: 'Lyon', country: 'FR' },
  same_activity_address: true,
  phone: '+33 4 78 00 00 00',
  capital_amount: '5000',
  number_of_actions: '5000',
  is_active_non_financial_entity: true,
  is_fatca: false,
  has_foreign_tax_country: false,
});

/** Both account proofs in: the person left the journey at the company step. */
async function sendAccountProofs(request: APIRequestContext, account: ApiAccount): Promise<void> {
  await uploadUserDocument(request, account, 'identity_card', await makePdf('cni.pdf', "Carte d'identité"));
  await uploadUserDocument(request, account, 'proof_of_address', await makePdf('facture.pdf', 'Facture'));
}

/** A person whose first opening has its company, and who started a second one from the home page. */
async function personWithTwoOpenings(request: APIRequestContext, person: Person): Promise<void> {
  const account = await createAccount(request, person);
  await sendAccountProofs(request, account);
  const headers = { authorization: `Bearer ${account.token}` };
  const first = await request.post(`${apiUrl()}/companies`, { headers, data: company(FIRST) });
  expect(first.status(), await first.text()).toBe(201);
  const started = await request.post(`${apiUrl()}/signup/request`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const second = await request.post(`${apiUrl()}/companies`, {
    headers: { ...headers, 'x-signup-request-id': (await started.json()).uuid },
    data: company(SECOND),
  });
  expect(second.status(), await second.text()).toBe(201);
}

/** "Reprendre ma demande" on the home page, then the person's e-mail and password. */
async function logInFromHome(page: Page, person: Person, language: Locale): Promise<void> {
  const l = labels(language);
  await page.goto('/');
  await page.getByRole('button', { name: l.t('home.resumeLink') }).click();
  const login = page.getByRole('dialog', { name: l.t('auth.loginTitle') });
  await login.getByRole('textbox', { name: labelPattern(l.t('auth.email')) }).fill(person.email);
  await login.getByLabel(labelPattern(l.t('auth.password'))).fill(person.password);
  await login.getByRole('button', { name: l.t('auth.loginSubmit'), exact: true }).click();
  // The login solves its proof of work and checks the password (argon2id): slow on a busy machine.
  await expect(login).toBeHidden({ timeout: 30_000 });
}

/** The company of the opening the web app now works on, as its next screens will read it. */
const companyInHand = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('pro-sante.progress') ?? '{}').company?.name ?? null,
  );

test.beforeEach(async ({ context }) => {
  await answerCookies(context);
});

test('a person with two openings logs in from the home page, sees both companies and resumes either', async ({
  page,
  request,
}) => {
  const l = labels('fr');
  const person = newPerson('Aurore', 'Lemaire');
  await personWithTwoOpenings(request, person);

  for (const practice of [FIRST, SECOND]) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => window.localStorage.removeItem('pro-sante.progress'));
    await logInFromHome(page, person, 'fr');

    const list = page.getByRole('region', { name: l.t('signupRequest.listTitle') });
    await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: FIRST.name })).toContainText(
      l.t('signupRequest.siren', { siren: '123456789' }),
    );
    await expect(items.filter({ hasText: SECOND.name })).toContainText(
      l.t('signupRequest.siren', { siren: '987654324' }),
    );
    if (practice === FIRST) await expectAccessible(page, 'the list of openings');

    await items.filter({ hasText: practice.name }).getByRole('button').click();
    // Both account proofs are in: the opening continues at its company step, with its own company.
    await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
    await expect.poll(() => companyInHand(page)).toBe(practice.name);
  }
});

test('a person who left after the account proofs lands on the company step from "Reprendre ma demande"', async ({
  page,
  request,
}) => {
  const l = labels('fr');
  const person = newPerson('Bastien', 'Moreau', 1);
  const account = await createAccount(request, person);
  await sendAccountProofs(request, account);

  await logInFromHome(page, person, 'fr');
  // One opening: no list, straight to where they stopped.
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  // What they entered is there: going back shows both proofs they sent.
  await page.goto('/signup/account/proofs');
  await expect(page.getByRole('heading', { level: 1, name: l.t('proofs.title') })).toBeVisible();
  await expect(page.getByText('cni.pdf')).toBeVisible();
  await expect(page.getByText('facture.pdf')).toBeVisible();
});

test('a person who left at the representatives step goes on there on logging in, told whose opening it is, the steps before marked done', async ({
  page,
  request,
}) => {
  const l = labels('fr');
  const person = newPerson('Inès', 'Fabre');
  const pdf = await makePdf('statuts.pdf', 'Statuts');
  // Saved through the API, never in this browser: only the bank knows how far she went.
  const opening = await seedOpeningAtRepresentatives(request, person, { identity: pdf, pdf });
  // The Kbis the company step asks of an operating company: that step is done.
  const kbis = await request.post(`${apiUrl()}/companies/${opening.companyId}/documents/kbis`, {
    headers: { authorization: `Bearer ${opening.account.token}` },
    multipart: { files: await makePdf('kbis.pdf', 'Extrait Kbis') },
  });
  expect(kbis.ok(), await kbis.text()).toBe(true);

  await logInFromHome(page, person, 'fr');
  // Step 3 goes on with her own entry as she saved it, first of the people of the company.
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.userTitle') }),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: labelPattern(l.t('shareholders.person.firstName')) }),
  ).toHaveValue(person.firstName);
  const company = 'SELARL DES DOCTEURS BENARD ET NICOLAS';
  await expect(page.getByRole('status').filter({ hasText: company })).toContainText(
    l.t('signupRequest.resumedNotice', { company }),
  );
  const steps = page.getByRole('navigation', { name: l.t('steps.navLabel') }).getByRole('listitem');
  for (const done of ['account', 'company'] as const)
    await expect(steps.filter({ hasText: l.t(`steps.${done}`) })).toContainText(`(${l.t('steps.done')})`);
  await expect(steps.filter({ hasText: l.t('steps.beneficial_owners_and_representatives') })).toContainText(
    `(${l.t('steps.current')})`,
  );
  await expectAccessible(page, 'a resumed opening at its representatives step');
});

for (const language of ['en', 'de'] as const) {
  test(`the list of openings passes the audit in ${language}`, async ({ browser, request }) => {
    const context = await browser.newContext({ locale: language === 'en' ? 'en-GB' : 'de-DE' });
    await answerCookies(context);
    const page = await context.newPage();
    const person = newPerson('Clara', 'Weber');
    await personWithTwoOpenings(request, person);
    await logInFromHome(page, person, language);
    await expect(
      page.getByRole('heading', { level: 1, name: labels(language).t('signupRequest.listTitle') }),
    ).toBeVisible();
    await expectAccessible(page, `the list of openings (${language})`);
    await context.close();
  });
}
