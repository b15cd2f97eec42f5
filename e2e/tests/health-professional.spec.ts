import { expect, type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import { makePdf } from '../src/documents';
import { labelPattern, labels } from '../src/labels';
import { backofficeUrl, createOperator, OPERATOR_PASSWORD, totpNow } from '../src/operators';
import { resumeSeededOpening, seedOpeningAtRepresentatives } from '../src/seed';

// The demo practitioners' directory loaded with the API holds Dr Camille MARTIN, médecin,
// RPPS 19900000001 (invented). A mistyped last digit breaks the number's Luhn key.
const CAMILLE_RPPS = '19900000001';
const MISTYPED_RPPS = '19900000002';

/** The browser at the representatives step of a seeded opening, on the account user's own form. */
async function openOwnForm(
  page: Page,
  seeded: { context: Page['context']; request: Parameters<typeof seedOpeningAtRepresentatives>[0] },
  user: ReturnType<typeof newPerson>,
  l: ReturnType<typeof labels>,
) {
  const pdf = await makePdf('justificatif.pdf', 'Justificatif');
  const opening = await seedOpeningAtRepresentatives(seeded.request, user, { identity: pdf, pdf });
  await resumeSeededOpening(seeded.context(), opening);
  await page.goto('/signup/shareholders');
  await page
    .getByRole('button', {
      name: l.t('shareholders.list.editPerson', { name: `${user.firstName} ${user.lastName}` }),
    })
    .click();
  return opening;
}

const numberField = (page: Page, l: ReturnType<typeof labels>) =>
  page.getByLabel(labelPattern(l.t('shareholders.person.professionalNumber')));

test('a doctor enters her RPPS number: a mistyped key is refused at the field, the right one shows her verified', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const l = labels('fr');
  const user = newPerson('Camille', 'Martin');
  await openOwnForm(page, { context: () => page.context(), request }, user, l);

  const field = numberField(page, l);
  await field.fill(MISTYPED_RPPS);
  await page.getByRole('button', { name: l.t('common.save') }).click();
  await expect(field).toHaveAccessibleDescription(
    new RegExp(l.message('validation.professional_number_key')),
  );
  await expect(field).toBeFocused();

  await field.fill('199 000 000 01');
  await page.getByRole('button', { name: l.t('common.save') }).click();
  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list.getByRole('status')).toHaveText(
    '✓ Dr Camille Martin, médecin — vérifié au RPPS · libéral',
  );
});

for (const { locale, language } of [
  { locale: 'en-GB', language: 'en' },
  { locale: 'de-DE', language: 'de' },
] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    test(`a mistyped key is refused at the field in ${language}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const l = labels(language);
      const user = newPerson('Camille', 'Martin');
      await openOwnForm(page, { context: () => page.context(), request }, user, l);
      const field = numberField(page, l);
      await field.fill(MISTYPED_RPPS);
      await page.getByRole('button', { name: l.t('common.save') }).click();
      await expect(field).toHaveAccessibleDescription(
        new RegExp(l.message('validation.professional_number_key')),
      );
    });
  });
}

test('a name the directory does not match lets her go on, and the bank sees the flag on the case', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const l = labels('fr');
  const user = newPerson('Hélène', 'Benard');
  const opening = await openOwnForm(page, { context: () => page.context(), request }, user, l);
  await numberField(page, l).fill(CAMILLE_RPPS);
  await page.getByRole('button', { name: l.t('common.save') }).click();
  // Saved all the same, back on the list: the number is for the bank to check.
  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list).toContainText(l.t('shareholders.health.notVerified', { directory: 'RPPS' }));

  const reviewer = createOperator('reviewer', `reviewer-${Date.now()}@example.test`, 'Rémi Vasseur');
  const bank = await browser.newPage({ locale: 'fr-FR' });
  await bank.goto(backofficeUrl());
  await bank.getByLabel('Adresse e-mail').fill(reviewer.email);
  await bank.getByLabel('Mot de passe').fill(OPERATOR_PASSWORD);
  await bank.getByLabel('Code de vérification').fill(totpNow(reviewer.totpSecret));
  await bank.getByRole('button', { name: 'Se connecter' }).click();
  await expect(bank.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();
  await bank.goto(`${backofficeUrl()}/cases/${opening.companyId}`);
  const health = bank.getByRole('region', { name: 'Professionnels de santé (RPPS / ADELI, FINESS)' });
  await expect(health).toContainText('Professionnel de santé non vérifié');
  const row = health.getByRole('row', { name: /Hélène Benard/ });
  await expect(row).toContainText(`RPPS ${CAMILLE_RPPS}`);
  await expect(row).toContainText("Nom différent de l'annuaire");
  await expect(row).toContainText('Camille MARTIN — médecin, libéral (annuaire du 2026-11-25)');
  await bank.close();
});
