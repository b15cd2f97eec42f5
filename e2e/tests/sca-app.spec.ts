import { expect, test } from '@playwright/test';
import { expectAccessible } from '../src/axe';
import { finishFromTerms, prepareReadyOpening, resumeInBrowser } from './sca-support';

// Path: as in sca-email.spec.ts (terms page of a prepared sole trader). A second browser
// context plays the phone: it opens the companion app from the invitation link and accepts.
test('finishing the opening pairs the companion app on a phone and completes once the phone accepts', async ({
  page,
  context,
  browser,
  request,
}) => {
  const opening = await prepareReadyOpening(request);
  await resumeInBrowser(context, opening);

  await finishFromTerms(page);
  const dialog = page.getByRole('dialog');
  await expectAccessible(page, 'the SCA method choice');
  await dialog.getByRole('radio', { name: /Application mobile/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Oui, elle est installée' }).click();

  // The invitation: a QR code and the same link for a phone.
  await expect(
    dialog.getByRole('img', { name: "QR code d'invitation à associer votre téléphone" }),
  ).toBeVisible();
  const link = await dialog
    .getByRole('link', { name: "Ouvrir l'application sur ce téléphone" })
    .getAttribute('href');
  expect(link).toMatch(/\/companion\.html#c=/);

  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const phone = await phoneContext.newPage();
  await phone.goto(link as string);
  // The secret leaves the address bar at once.
  await expect.poll(() => new URL(phone.url()).hash).toBe('');
  await expect(phone.getByRole('button', { name: 'Associer ce téléphone' })).toBeVisible();
  await expectAccessible(phone, 'the companion app pairing page');
  await phone.getByLabel('Nom de cet appareil').fill('Téléphone de Camille');
  await phone.getByRole('button', { name: 'Associer ce téléphone' }).click();
  await expect(
    phone.getByText('Ce téléphone est associé sous le nom « Téléphone de Camille ».'),
  ).toBeVisible();

  // The web app sees the pairing, then asks the phone to confirm the pending operation.
  await expect(dialog.getByRole('heading', { name: 'Méthode activée : Application mobile' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText(/«\sTéléphone de Camille\s»/)).toBeVisible();
  await expectAccessible(page, 'the SCA app-start-validation step');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('En attente de votre confirmation…')).toBeVisible();

  const request_ = phone.getByRole('region', { name: 'Demande de confirmation' });
  await expect(request_.getByText("Finaliser l'ouverture de votre compte")).toBeVisible();
  await expectAccessible(phone, 'the companion app request');
  await request_.getByRole('button', { name: 'Accepter' }).click();
  await expect(
    phone.getByText('Opération acceptée. Vous pouvez revenir sur votre ordinateur.'),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/signup\/success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Votre demande d'ouverture est terminée" }),
  ).toBeVisible();
  await phoneContext.close();
});
