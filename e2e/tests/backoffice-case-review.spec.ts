import { expect, type Page, test } from '@playwright/test';
import { newPerson, uniqueEmail } from '../src/api';
import { expectAccessible } from '../src/axe';
import { makePdf } from '../src/documents';
import { backofficeUrl, createOperator, OPERATOR_PASSWORD, totpNow } from '../src/operators';
import { SEEDED_PARTNER, seedOpeningAtRepresentatives } from '../src/seed';

/** Fills the sign-in form by keyboard only: e-mail, Tab, password, Tab, code, Enter. */
async function signInByKeyboard(page: Page, email: string, code: string) {
  await page.getByLabel('Adresse e-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(OPERATOR_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('an operator signs in with password and TOTP, finds a case by search, and reads its company, people and documents', async ({
  page,
  request,
}) => {
  // Seeding an opening and running the operator command take a while on a busy machine.
  test.setTimeout(180_000);
  const customer = newPerson('Hélène', 'Benard');
  customer.email = uniqueEmail('benard');
  const pdf = await makePdf('statuts.pdf', 'Statuts de la SELARL');
  const opening = await seedOpeningAtRepresentatives(request, customer, { identity: pdf, pdf });
  const reviewer = createOperator('reviewer', uniqueEmail('reviewer'), 'Rémi Vasseur');

  await page.goto(backofficeUrl());
  await expect(page.getByRole('heading', { name: 'Connexion au back-office' })).toBeVisible();
  await expectAccessible(page, 'back-office sign-in');
  await signInByKeyboard(page, reviewer.email, totpNow(reviewer.totpSecret));

  await expect(page.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();
  await expect(page.getByText('Rémi Vasseur · Chargé de conformité')).toBeVisible();
  // A reviewer is not offered the journal check.
  await expect(page.getByRole('link', { name: 'Intégrité du journal' })).toHaveCount(0);
  await expectAccessible(page, 'back-office case list');

  await page.getByLabel('Rechercher').fill(customer.email);
  await page.getByLabel('Rechercher').press('Enter');
  const link = page.getByRole('link', { name: 'SELARL DES DOCTEURS BENARD ET NICOLAS' });
  await expect(link).toHaveCount(1);
  await expect(page.getByText('1 dossier ·')).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/cases/${opening.companyId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'SELARL DES DOCTEURS BENARD ET NICOLAS' }),
  ).toBeVisible();
  const company = page.getByRole('region', { name: 'La société' });
  await expect(company.getByRole('row', { name: /Dénomination/ })).toContainText(
    'SELARL DES DOCTEURS BENARD ET NICOLAS',
  );
  const people = page.getByRole('region', { name: 'Les personnes' });
  await expect(people).toContainText('Hélène Benard');
  await expect(people).toContainText(`${SEEDED_PARTNER.firstName} ${SEEDED_PARTNER.lastName}`);
  const documents = page.getByRole('region', { name: 'Les pièces' });
  await expect(documents.getByRole('listitem')).toHaveCount(4);
  await expect(documents).toContainText('statuts.pdf');
  await expectAccessible(page, 'back-office case page');

  // The first document opens in the viewer, by keyboard.
  await documents
    .getByRole('button', { name: /^Voir / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  // PDFs are drawn on canvases (no frame of a blob: URL, which the CSP refuses).
  await expect(page.locator('.viewer canvas').first()).toBeVisible();
  await expectAccessible(page, 'back-office document viewer');

  // The visit is in the case's history (read again on the next visit).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Historique' })).toContainText(
    'Dossier consulté — Rémi Vasseur',
  );
  await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Pièce consultée');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion au back-office' })).toBeVisible();
});

test('an auditor signs in with a recovery code and checks the audit journal', async ({ page }) => {
  const auditor = createOperator('auditor', uniqueEmail('auditor'), 'Agathe Roux');
  await page.goto(backofficeUrl());
  await signInByKeyboard(page, auditor.email, auditor.recoveryCodes[0] ?? '');
  await page.getByRole('link', { name: 'Intégrité du journal' }).click();
  await expect(page.getByRole('heading', { name: 'Intégrité du journal' })).toBeVisible();
  await page.getByRole('button', { name: 'Vérifier le journal' }).click();
  await expect(
    page.getByText(/^Journal intact\. Entrées vérifiées\s: \d+\. Points de contrôle vérifiés\s: \d+\.$/),
  ).toBeVisible();
  await expectAccessible(page, 'back-office journal check');
});
