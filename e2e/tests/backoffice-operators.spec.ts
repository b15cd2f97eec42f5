import { type APIRequestContext, expect, test } from '@playwright/test';
import { emailedLink, uniqueEmail } from '../src/api';
import { expectAccessible } from '../src/axe';
import { backofficeUrl, createOperator, OPERATOR_PASSWORD, totpNow } from '../src/operators';

/** The one-time link of the newest invitation e-mailed to this address. */
const invitationLink = (request: APIRequestContext, email: string) =>
  emailedLink(request, email, /(https?:\/\/\S+\/invitation#[\w-]+)/);

test('an administrator invites a reviewer who joins and signs in; disabled, their open session ends at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = createOperator('administrator', uniqueEmail('admin'), 'Agnès Leroy');
  await page.goto(backofficeUrl());
  await page.getByLabel('Adresse e-mail').fill(admin.email);
  await page.getByLabel('Mot de passe').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code de vérification').fill(totpNow(admin.totpSecret));
  await page.getByLabel('Code de vérification').press('Enter');
  await page.getByRole('link', { name: 'Opérateurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opérateurs' })).toBeVisible();
  // The administrator's screen in the three languages.
  for (const [language, heading] of [
    ['en', 'Operators'],
    ['de', 'Operatoren'],
    ['fr', 'Opérateurs'],
  ] as const) {
    await page.locator('#language').selectOption(language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, `back-office operators (${language})`);
  }

  // The invitation, e-mailed through the outbox.
  const reviewerEmail = uniqueEmail('nouvelle-recrue');
  const invite = page.getByRole('region', { name: 'Inviter un opérateur' });
  await invite.getByLabel('Adresse e-mail').fill(reviewerEmail);
  await invite.getByLabel('Nom').fill('Romain Nouvel');
  await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${reviewerEmail}.`)).toBeVisible();
  const link = await invitationLink(request, reviewerEmail);

  // The reviewer opens the link in their own browser: password, TOTP, recovery codes.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await reviewer.goto(link);
  // The link's page in the language the reviewer's browser keeps for the back-office, French last.
  for (const [language, heading, qrCode] of [
    ['en', 'Join the back-office', 'QR code of the account to add to the authenticator app'],
    ['de', 'Dem Backoffice beitreten', 'QR-Code des Kontos für die Authentifizierungs-App'],
    ['fr', 'Rejoindre le back-office', "QR code du compte à ajouter dans l'application d'authentification"],
  ] as const) {
    await reviewer.evaluate((code) => window.localStorage.setItem('backoffice.language', code), language);
    await reviewer.reload();
    await expect(reviewer.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The authenticator's QR code, for the phone in the reviewer's hand.
    await expect(reviewer.getByRole('img', { name: qrCode })).toBeVisible();
    await expectAccessible(reviewer, `back-office invitation page (${language})`);
  }
  const secret = (await reviewer.locator('code').first().textContent()) ?? '';
  await reviewer.getByLabel('Choisissez un mot de passe').fill('Dossiers-bien-tenus-2026');
  await reviewer.getByLabel(/Code affiché par l'application/).fill(totpNow(secret));
  await reviewer.getByRole('button', { name: 'Confirmer' }).click();
  await expect(reviewer.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(
    10,
  );

  // First sign-in: the enrolment's code is spent, the next step's is accepted.
  await reviewer.getByRole('link', { name: 'Se connecter' }).click();
  await reviewer.getByLabel('Adresse e-mail').fill(reviewerEmail);
  await reviewer.getByLabel('Mot de passe').fill('Dossiers-bien-tenus-2026');
  await reviewer.getByLabel('Code de vérification').fill(totpNow(secret, Date.now() + 30_000));
  await reviewer.getByLabel('Code de vérification').press('Enter');
  await expect(reviewer.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();

  // The administrator disables them: their open session is refused at its next call.
  await page.reload();
  const row = page.getByRole('row', { name: /Romain Nouvel/ });
  await row.getByRole('button', { name: 'Désactiver Romain Nouvel' }).click();
  await expect(page.getByText('Romain Nouvel est désactivé(e)', { exact: false })).toBeVisible();
  await expect(row.getByText('désactivé', { exact: true })).toBeVisible();
  await reviewer.getByRole('link', { name: 'Demandes' }).click();
  await expect(reviewer.getByLabel('Code de vérification')).toBeVisible();
  await reviewerContext.close();
});
