import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import { expectAccessible } from '../src/axe';
import {
  acceptEveryDocument,
  confirmFirstTransfer,
  openCase,
  recordFirstTransfer,
  signIn,
} from '../src/backoffice';
import { makePdf } from '../src/documents';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { REGISTER_COMPANY } from '../src/journey/company-steps';
import { journeyContext } from '../src/journey/context';
import { fromCompanyToRib } from '../src/journey/signup-journey';
import { createOperator } from '../src/operators';
import { frenchIbansIn, pdfText } from '../src/pdf-text';

/** The company's proof of address in the case's document list. */
const companyProof = (page: Page) =>
  page
    .getByRole('region', { name: 'Les pièces' })
    .getByRole('listitem')
    .filter({ hasText: `Justificatif de domicile de la société — ${REGISTER_COMPANY.name}` });

test('a signup is reviewed, a document asked again and sent, the first transfer recorded, and a second supervisor opens the account', async ({
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
  await fromCompanyToRib(j);
  // The success page tells the truth: nothing is open yet.
  await expect(
    page.getByText(/Votre compte s'ouvrira une fois votre dossier examiné par notre équipe/),
  ).toBeVisible();

  // The reviewer asks for the company's proof of address again, with a message.
  const reviewer = createOperator('reviewer', `revue-${Date.now()}@bank.example`, 'Rémi Vasseur');
  const back = await browser.newPage();
  await signIn(back, reviewer.email, reviewer.totpSecret);
  await openCase(back, j.user.email);
  await back.getByRole('button', { name: 'Commencer la revue' }).click();
  await expect(back.getByTestId('case-status')).toHaveText('En revue');
  await companyProof(back).getByRole('button', { name: 'Redemander' }).click();
  await companyProof(back)
    .getByLabel('Message au client')
    .fill('Le bail fourni a expiré : merci d’envoyer le bail en cours.');
  await companyProof(back).getByRole('button', { name: 'Redemander au client' }).click();
  await expect(back.getByTestId('case-status')).toHaveText('Documents demandés');
  await expectAccessible(back, 'back-office case page with decisions');

  // The customer sees the request on their application page and sends a new file.
  await page.getByRole('link', { name: 'Suivre ma demande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma demande' })).toBeVisible();
  await expect(page.getByText('Documents à renvoyer', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Le bail fourni a expiré/)).toBeVisible();
  await expectAccessible(page, 'my application with documents requested');
  const lease = await makePdf('bail-2026.pdf', 'Bail professionnel 2026');
  await page.locator('input[type="file"]').first().setInputFiles(lease);
  await expect(page.getByText("En cours d'examen par notre équipe")).toBeVisible();

  // The reviewer accepts the new file.
  await back.reload();
  await expect(back.getByTestId('case-status')).toHaveText('En revue');
  // The new file is added beside the one asked again: both stay in the bank's record.
  await expect(companyProof(back)).toHaveCount(2);
  const newLease = companyProof(back).filter({ hasText: 'bail-2026.pdf' });
  await newLease.getByRole('button', { name: 'Accepter' }).click();
  await expect(newLease).toContainText('Acceptée par Rémi Vasseur');
  // Every other document accepted too: the approval's gates stay closed until then.
  await acceptEveryDocument(back);

  // A supervisor approves, records a 30 € transfer (held) and a 50 € one from the company's IBAN.
  const supervisor = createOperator('supervisor', `sup-${Date.now()}@bank.example`, 'Sophie Garnier');
  const boss = await browser.newPage();
  await signIn(boss, supervisor.email, supervisor.totpSecret);
  await openCase(boss, j.user.email);
  await boss.getByRole('button', { name: 'Valider' }).click();
  await expect(boss.getByTestId('case-status')).toHaveText('En attente du premier virement');
  const record = (amount: string) => recordFirstTransfer(boss, amount);
  await record('30.00');
  await expect(boss.getByText('Virement retenu : inférieur au minimum de 50 €.')).toBeVisible();
  await expect(boss.getByRole('button', { name: 'Ouvrir le compte' })).toHaveCount(0);
  await record('50.00');
  await expect(boss.getByText(/^Virement accepté\s:\sil comptera une fois confirmé/)).toBeVisible();
  await expectAccessible(boss, 'back-office first transfers');
  // Typed in by hand, it opens nothing until a second supervisor confirms it against the statement.
  await expect(boss.getByRole('button', { name: 'Ouvrir le compte' })).toHaveCount(0);
  const second = createOperator('supervisor', `sup2-${Date.now()}@bank.example`, 'Hugo Lemoine');
  const checker = await browser.newPage();
  await signIn(checker, second.email, second.totpSecret);
  await openCase(checker, j.user.email);
  await confirmFirstTransfer(checker);
  await boss.reload();
  await boss.getByRole('button', { name: 'Ouvrir le compte' }).click();
  await expect(boss.getByTestId('case-status')).toHaveText('Ouvert');

  // The customer's page shows the account open and every step.
  await page.reload();
  await expect(page.getByText('Votre compte est ouvert', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  for (const step of [
    'Vous avez envoyé votre demande',
    "Notre équipe a commencé l'examen de votre dossier",
    'Notre équipe vous a demandé des documents à nouveau',
    'Vous avez envoyé les documents demandés : notre équipe les examine',
    'Votre dossier a été validé : le compte attend votre premier virement',
    'Votre compte a été ouvert',
  ]) {
    await expect(history.getByText(step)).toBeVisible();
  }
  // From her space, the account's RIB: a PDF holding the IBAN the page shows.
  const iban = (
    await page
      .locator('dt', { hasText: /^IBAN$/ })
      .locator('+ dd')
      .first()
      .textContent()
  )?.replace(/\s/g, '');
  expect(iban).toMatch(/^FR\d{2}[0-9A-Z]{23}$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le RIB (PDF)' }).click();
  const rib = await readFile(await (await downloading).path());
  expect(rib.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(frenchIbansIn(pdfText(rib))).toContain(iban);
  await expectAccessible(page, 'my application, the account open');

  // The audit chain verifies.
  await boss.getByRole('link', { name: 'Intégrité du journal' }).click();
  await boss.getByRole('button', { name: 'Vérifier le journal' }).click();
  await expect(
    boss.getByText(/^Journal intact\. Entrées vérifiées\s: \d+\. Points de contrôle vérifiés\s: \d+\.$/),
  ).toBeVisible();
});
