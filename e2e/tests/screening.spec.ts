import { expect, type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import { expectAccessible } from '../src/axe';
import { acceptEveryDocument, openCase, signIn } from '../src/backoffice';
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
import { createOperator } from '../src/operators';

/**
 * One letter off an invented entry of the shipped demo national register ("Kévin Dylan MORVELLEC",
 * alias "Kevin MORVELEC", born 24 August 1992): nobody real.
 */
const LISTED_VARIANT: Partner = {
  gender: 1,
  firstName: 'Kevin',
  lastName: 'Morvelleck',
  birthDate: '24081992',
};
const REASON = 'Homonyme : pièce d’identité vérifiée, né à Nantes, aucun lien avec l’inscription.';

const hitsSection = (page: Page) => page.getByRole('region', { name: /^Alertes de criblage/ });
const listedHit = (page: Page) =>
  hitsSection(page).getByRole('article', {
    name: new RegExp(`${LISTED_VARIANT.firstName} ${LISTED_VARIANT.lastName}`),
  });

test('a signup with a listed name is held by its screening hit until a false positive is proposed and confirmed by two operators', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'pointer',
    audit: false,
    language: 'fr',
    user: newPerson('Camille', 'Benard'),
  });
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j);
  await fromCompanyToRib(j, LISTED_VARIANT);

  // The reviewer sees the alert at the top of the case, and the hit in its section.
  const reviewer = createOperator('reviewer', `crible-${Date.now()}@bank.example`, 'Rémi Vasseur');
  const back = await browser.newPage();
  await signIn(back, reviewer.email, reviewer.totpSecret);
  await back.getByRole('link', { name: 'Alertes gel des avoirs' }).click();
  await expect(
    back.getByRole('heading', { level: 1, name: 'Alertes gel des avoirs à traiter' }),
  ).toBeVisible();
  await expectAccessible(back, 'back-office open-hits queue');
  await back.getByRole('link', { name: "Dossiers d'ouverture" }).click();
  await openCase(back, j.user.email);
  await expect(
    back.getByRole('alert').filter({ hasText: /alerte de criblage attend une décision/ }),
  ).toBeVisible();
  await back.getByRole('link', { name: 'Voir les alertes' }).click();
  await expect(listedHit(back)).toContainText('Kévin Dylan MORVELLEC');
  await expect(listedHit(back)).toContainText('Forte');
  await back.getByRole('button', { name: 'Commencer la revue' }).click();
  await expect(back.getByTestId('case-status')).toHaveText('En revue');
  await acceptEveryDocument(back);

  // A supervisor cannot approve yet: the gate says why.
  const supervisor = createOperator('supervisor', `crible-sup-${Date.now()}@bank.example`, 'Sophie Garnier');
  const boss = await browser.newPage();
  await signIn(boss, supervisor.email, supervisor.totpSecret);
  await openCase(boss, j.user.email);
  await expect(
    boss.getByText('une alerte de criblage (gel des avoirs, sanctions) attend sa décision'),
  ).toBeVisible();
  await expect(boss.getByRole('button', { name: 'Valider' })).toHaveCount(0);

  // The reviewer proposes a false positive with the reason; a strong hit needs a second operator.
  await back.reload();
  await listedHit(back).getByLabel('Motif (obligatoire)').fill(REASON);
  await listedHit(back).getByRole('button', { name: 'Proposer\u00a0: faux positif' }).click();
  await expect(listedHit(back)).toContainText(/Vous avez proposé ce faux positif/);
  await expect(listedHit(back).getByRole('button', { name: 'Confirmer le faux positif' })).toHaveCount(0);
  await expectAccessible(back, 'back-office case page with a proposed false positive');

  // The supervisor confirms it; the alert is gone and the approval proceeds (four-eyes: the
  // supervisor reviewed nothing of the case).
  await boss.reload();
  await listedHit(boss)
    .getByLabel('Motif (obligatoire)')
    .fill('Confirmé : date et lieu de naissance différents.');
  await listedHit(boss).getByRole('button', { name: 'Confirmer le faux positif' }).click();
  await expect(listedHit(boss)).toContainText('Levée (faux positif)');
  await expect(boss.getByText(/alerte de criblage attend une décision/)).toHaveCount(0);
  await boss.getByRole('button', { name: 'Valider' }).click();
  await expect(boss.getByTestId('case-status')).toHaveText('En attente du premier virement');
});
