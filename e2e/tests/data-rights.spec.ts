import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from '../src/axe';
import { apiUrl, nextCode, prepareReadyOpening, resumeInBrowser, typeCode } from './sca-support';

// A sole trader whose opening was never sent to the bank opens "Mes données" from the header,
// downloads her data with her e-mailed code, then asks for the opening's erasure and sees it gone.
test('a customer downloads her data, then erases her opening never submitted', async ({
  page,
  context,
  request,
}) => {
  const opening = await prepareReadyOpening(request);
  await resumeInBrowser(context, opening);
  const used = new Set<string>();

  await page.goto('/signup/terms');
  await page.getByRole('link', { name: 'Mes données' }).click();
  await expect(page).toHaveURL(/\/signup\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données' })).toBeVisible();
  await expectAccessible(page, 'the My data page');

  // The download asks for strong authentication: she sets up the e-mail code, then confirms with one.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const setup = page.getByRole('dialog', { name: 'Activer la vérification en deux étapes' });
  await setup.getByRole('radio', { name: /Code par e-mail/ }).check();
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await typeCode(page, await nextCode(request, opening.email, used));
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer le code' }).click();
  await typeCode(page, await nextCode(request, opening.email, used));

  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile(await file.path())));
  const summary = strFromU8(archive['summary.html'] ?? new Uint8Array());
  expect(summary).toContain('Camille Martin');
  const data = JSON.parse(strFromU8(archive['data.json'] ?? new Uint8Array()));
  expect(data.identity.email).toBe(opening.email);
  expect(data.openings.map((entry: { company: { id: string } }) => entry.company.id)).toEqual([
    opening.companyId,
  ]);
  expect(data.documents.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(/Vos données sont téléchargées/)).toBeVisible();

  // Erasure: granted at once, the opening never having been sent to the bank.
  await page.getByRole('button', { name: "Demander l'effacement" }).click();
  const confirmation = page.getByRole('alertdialog', {
    name: 'Effacer la demande pour Camille Martin\u00a0?',
  });
  await expect(confirmation).toContainText('supprimés définitivement');
  await expectAccessible(page, 'the erasure confirmation');
  await confirmation.getByRole('button', { name: 'Effacer ma demande' }).click();
  await expect(page.getByText('Demande effacée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "Demander l'effacement" })).toHaveCount(0);
  await expectAccessible(page, 'the My data page once the opening is erased');

  // Gone on the bank's side too: the opening is no longer found.
  const gone = await request.get(`${apiUrl()}/companies/${opening.companyId}/application`, {
    headers: { authorization: `Bearer ${opening.token}` },
  });
  expect(gone.status()).toBe(404);
});

// The page in English and German, at a phone's width: the same sections, axe-clean.
for (const [locale, title, button] of [
  ['en-GB', 'My data', 'Download my data'],
  ['de-DE', 'Meine Daten', 'Meine Daten herunterladen'],
] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    test(`the My data page reads in ${locale} at a phone's width`, async ({ page, context, request }) => {
      const opening = await prepareReadyOpening(request);
      await resumeInBrowser(context, opening);
      await page.goto('/signup/my-data');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: button })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await expectAccessible(page, `the My data page in ${locale}`);
    });
  });
}
