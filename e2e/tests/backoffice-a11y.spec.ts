import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { newPerson, uniqueEmail } from '../src/api';
import { expectAccessible } from '../src/axe';
import { requestCallBack } from '../src/callback-request';
import { makePdf } from '../src/documents';
import { backofficeUrl, createOperator, OPERATOR_PASSWORD, totpNow } from '../src/operators';
import { seedOpeningAtRepresentatives } from '../src/seed';

// Screenshots of the case list and the case page, to be looked at; kept out of the repository.
const SHOTS = resolve(import.meta.dirname, '..', 'screenshots', 'out', 'backoffice');

const LANGUAGES = [
  {
    code: 'fr',
    signIn: 'Connexion au back-office',
    cases: "Dossiers d'ouverture",
    callbacks: 'Demandes de rappel',
    documents: 'Les pièces',
    view: /^Voir /,
  },
  {
    code: 'en',
    signIn: 'Back-office sign-in',
    cases: 'Opening cases',
    callbacks: 'Call-back requests',
    documents: 'The documents',
    view: /^View /,
  },
  {
    code: 'de',
    signIn: 'Anmeldung im Backoffice',
    cases: 'Eröffnungsvorgänge',
    callbacks: 'Rückrufwünsche',
    documents: 'Unterlagen',
    view: / ansehen$/,
  },
] as const;

/** The language an operator chose before, kept by the browser: what the sign-in screen speaks. */
const storeLanguage = (page: Page, code: string) =>
  page.evaluate((language) => window.localStorage.setItem('backoffice.language', language), code);

async function signIn(page: Page, email: string, code: string) {
  await page.goto(backofficeUrl());
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code de vérification').fill(code);
  await page.keyboard.press('Enter');
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test('every back-office screen a supervisor reaches has no axe-core violation, in French, English and German', async ({
  page,
  request,
  browser,
}) => {
  // Seeding, the operator command and three languages of screens take a while on a busy machine.
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const customer = newPerson('Inès', 'Garnier');
  customer.email = uniqueEmail('garnier');
  const pdf = await makePdf('statuts.pdf', 'Statuts de la SELARL');
  const opening = await seedOpeningAtRepresentatives(request, customer, { identity: pdf, pdf });
  const supervisor = createOperator('supervisor', uniqueEmail('supervisor'), 'Sarah Lemoine');
  // A visitor on a phone asks to be called back: the call-back queue has its wording to draw.
  const caller = {
    firstName: 'Rose',
    lastName: 'Lacroix',
    companyName: 'Cabinet Lacroix',
    email: uniqueEmail('rappel'),
    phone: '06 12 34 56 78',
  };
  await requestCallBack(browser, caller);

  // The sign-in screen in the language an operator chose on an earlier visit.
  await page.goto(backofficeUrl());
  for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
    await storeLanguage(page, language.code);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: language.signIn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expectAccessible(page, `back-office sign-in (${language.code})`);
  }
  await signIn(page, supervisor.email, totpNow(supervisor.totpSecret));
  await expect(page.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();

  for (const language of LANGUAGES) {
    await page.locator('#language').selectOption(language.code);
    await page.goto(`${backofficeUrl()}/cases`);
    await expect(page.getByRole('heading', { level: 1, name: language.cases })).toBeVisible();
    await expectAccessible(page, `back-office case list (${language.code})`);
    await shoot(page, `case-list-${language.code}`);

    // Every screen of the navigation this operator is offered.
    const links = await page
      .locator('header nav a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
    // The asset-freeze alerts' queue among them.
    expect(links).toContain('/screening');
    for (const path of links) {
      await page.goto(`${backofficeUrl()}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `back-office ${path} (${language.code})`);
    }

    // The call-back queue, with the request it holds.
    await page.goto(`${backofficeUrl()}/queues/callback`);
    await expect(page.getByRole('link', { name: language.callbacks })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Another journey may have sent a request under the same name: this one is known by its address.
    const callback = page
      .getByRole('article', { name: `${caller.firstName} ${caller.lastName}` })
      .filter({ hasText: caller.email });
    await expect(callback).toContainText(caller.companyName);
    await expectAccessible(page, `back-office call-back queue (${language.code})`);

    await page.goto(`${backofficeUrl()}/cases/${opening.companyId}`);
    const documents = page.getByRole('region', { name: language.documents });
    await expect(documents.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, `back-office case page (${language.code})`);

    // The document opens beside the data, by its shortcut as by its button.
    await page.locator('body').press('j');
    await expect(page.locator('.case-aside .viewer canvas').first()).toBeVisible();
    await expectAccessible(page, `back-office document viewer (${language.code})`);
    await shoot(page, `case-page-${language.code}`);

    await page.locator('body').press('?');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `back-office shortcuts (${language.code})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.locator('#language').selectOption('fr');
});
