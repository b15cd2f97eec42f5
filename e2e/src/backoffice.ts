import { expect, type Page } from '@playwright/test';
import { REGISTER_COMPANY } from './journey/company-steps';
import { backofficeUrl, OPERATOR_PASSWORD, totpNow } from './operators';

/** An operator signs in to the back-office: password and the authenticator's code. */
export async function signIn(page: Page, email: string, secret: string) {
  await page.goto(backofficeUrl());
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(OPERATOR_PASSWORD);
  await page.getByLabel(/Code/).fill(totpNow(secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();
}

/** Opens the case of the customer with this e-mail address (a practice of the register). */
export async function openCase(page: Page, email: string) {
  await page.getByLabel('Rechercher').fill(email);
  await page.getByLabel('Rechercher').press('Enter');
  // Other journeys of the run opened the same practice: the search narrows the list to this one.
  const found = page.getByRole('link', { name: REGISTER_COMPANY.name });
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(page.getByRole('heading', { level: 1, name: REGISTER_COMPANY.name })).toBeVisible();
}

/**
 * A second supervisor confirms, against the bank's statement, the first transfer another one
 * typed in: only then may the account open.
 */
export async function confirmFirstTransfer(page: Page) {
  await page.getByRole('button', { name: "Confirmer d'après le relevé" }).click();
  await expect(page.getByText(/^Confirmé par /)).toBeVisible();
}

/** A reviewer accepts every document of the case not accepted yet: the approval's gates require it. */
export async function acceptEveryDocument(page: Page) {
  const documents = page.getByRole('region', { name: 'Les pièces' }).getByRole('listitem');
  const count = await documents.count();
  for (let index = 0; index < count; index += 1) {
    const document = documents.nth(index);
    if ((await document.getByText(/^Acceptée par /).count()) > 0) continue;
    await document.getByRole('button', { name: 'Accepter' }).click();
    await expect(document.getByText(/^Acceptée par /)).toBeVisible();
  }
}

/** A supervisor records a first transfer from the company's own IBAN on the open case. */
export async function recordFirstTransfer(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Enregistrer un premier virement' });
  await form.getByLabel("Nom du donneur d'ordre").fill(REGISTER_COMPANY.name);
  await form.getByLabel("IBAN du donneur d'ordre").fill('FR76 3000 6000 0112 3456 7890 189');
  await form.getByLabel('Montant (€)').fill(amount);
  await form.getByLabel('Date de valeur').fill('2026-11-26');
  await form.getByRole('button', { name: 'Enregistrer le virement' }).click();
}
