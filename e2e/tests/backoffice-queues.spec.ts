import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../src/api';
import { expectAccessible } from '../src/axe';
import { labelPattern, labels } from '../src/labels';
import { backofficeUrl, createOperator, OPERATOR_PASSWORD, totpNow } from '../src/operators';
import { answerCookies } from '../src/stored-progress';

const l = labels('fr');

/** Every CSP violation the page reports (zod probing eval would be one), kept for the test to read. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

test('a visitor writes to the bank; an operator takes the message, closes it with a note, and reads the dashboard', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await recordCspViolations(page);
  const subject = `Carte bancaire ${Date.now()}`;
  const visitor = uniqueEmail('visiteur');

  // The visitor, in the customer app.
  await answerCookies(context);
  await page.goto('/');
  await page.getByRole('button', { name: l.t('layout.contact') }).click();
  const contact = page.getByRole('dialog', { name: l.t('contact.title') });
  await contact.getByRole('textbox', { name: labelPattern(l.t('contact.email')) }).fill(visitor);
  await contact.getByRole('textbox', { name: labelPattern(l.t('contact.subject')) }).fill(subject);
  await contact
    .getByRole('textbox', { name: labelPattern(l.t('contact.message')) })
    .fill('Quand vais-je recevoir ma carte ?');
  await contact.getByRole('button', { name: l.t('contact.send') }).click();
  // Sent once the app-check proof of work is solved: allow it time.
  await expect(page.getByText(l.t('contact.sent'))).toBeVisible({ timeout: 30_000 });
  expect(await cspViolations(page)).toEqual([]);

  // The operator, in the back-office: password and TOTP.
  const reviewer = createOperator('reviewer', uniqueEmail('reviewer'), 'Inès Garnier');
  await page.goto(backofficeUrl());
  await page.getByLabel('Adresse e-mail').fill(reviewer.email);
  await page.getByLabel('Mot de passe').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code de vérification').fill(totpNow(reviewer.totpSecret));
  await page.getByLabel('Code de vérification').press('Enter');
  await expect(page.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();

  // The queue, by keyboard: the link, then the message's buttons.
  await page.getByRole('link', { name: 'Demandes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
  const message = page.getByRole('article', { name: subject });
  await expect(message).toContainText(visitor);
  await expect(message).toContainText('Quand vais-je recevoir ma carte ?');
  await expectAccessible(page, 'back-office queues');
  await message.getByRole('button', { name: 'Prendre' }).focus();
  await page.keyboard.press('Enter');
  // Taken, it leaves the open list: the screen follows it to the taken ones.
  await expect(page.getByRole('link', { name: 'Prises' })).toHaveAttribute('aria-current', 'page');
  await expect(message).toContainText('Prise par');
  await expect(message).toContainText('vous');
  await message.getByLabel(/Ce qui a été fait/).fill('Répondu par e-mail : carte envoyée lundi.');
  await message.getByRole('button', { name: 'Marquer comme traitée' }).click();
  await expect(message).toHaveCount(0);
  await expectAccessible(page, 'back-office queues after the action');

  await page.getByRole('link', { name: 'Traitées' }).click();
  const done = page.getByRole('article', { name: subject });
  await expect(done).toContainText('Répondu par e-mail : carte envoyée lundi.');
  await expect(done).toContainText('Inès Garnier');

  // The dashboard: openings per status over the last 30 days, and the time to open.
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const table = page.getByRole('table', { name: /selon leur état actuel/ });
  await expect(table.getByRole('row')).toHaveCount(12);
  const counts = await table.locator('tbody td').allInnerTexts();
  const started = counts.reduce((sum, count) => sum + Number(count), 0);
  await expect(page.getByRole('status')).toContainText(`${started} ouverture`);
  await expect(page.getByText('Médiane')).toBeVisible();
  await expectAccessible(page, 'back-office dashboard');

  // Zod parses without eval: no page of the back-office reported a CSP violation.
  expect(await cspViolations(page)).toEqual([]);
});
