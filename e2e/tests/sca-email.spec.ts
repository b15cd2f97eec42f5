import { expect, test } from '@playwright/test';
import { expectAccessible } from '../src/axe';
import {
  finishFromTerms,
  nextCode,
  prepareReadyOpening,
  resumeInBrowser,
  SMS_TO,
  skipSentMessages,
  typeCode,
} from './sca-support';

// Path: a sole trader's opening is prepared over the API, the browser resumes on the terms page
// and "Finaliser l'ouverture" (POST /companies/{id}/complete) answers 399.
test('finishing the opening sets up the e-mail code, validates the challenge and completes', async ({
  page,
  context,
  request,
}) => {
  const opening = await prepareReadyOpening(request);
  await resumeInBrowser(context, opening);
  const used = new Set<string>();

  await finishFromTerms(page);
  const dialog = page.getByRole('dialog');
  await expectAccessible(page, 'the SCA method choice');
  await dialog.getByRole('radio', { name: /Code par e-mail/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  // Enrolment: the code sent to the address turns the method on.
  await expect(dialog.getByText(/Nous avons envoyé un code à 6 chiffres/)).toBeVisible();
  await typeCode(page, await nextCode(request, opening.email, used));
  await expect(dialog.getByRole('heading', { name: 'Méthode activée : Code par e-mail' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ajouter une méthode de secours' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  // Validation of the pending challenge: a second code, then the original call is retried.
  await expect(
    dialog.getByText("Opération à confirmer : Finaliser l'ouverture de votre compte"),
  ).toBeVisible();
  await expectAccessible(page, 'the SCA email-start-validation step');
  await dialog.getByRole('button', { name: 'Utiliser une autre méthode' }).click();
  await expect(dialog.getByRole('heading', { name: 'Choisissez une autre méthode' })).toBeVisible();
  await expectAccessible(page, 'the SCA challenges list');
  await dialog.getByRole('button', { name: 'Utiliser cette méthode' }).click();
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  // Five wrong codes fail this challenge for good.
  const code = await nextCode(request, opening.email, used);
  const wrong = code === '000000' ? '000001' : '000000';
  await typeCode(page, wrong);
  await expect(dialog.getByText('Il vous reste 4 essais.')).toBeVisible();
  await expectAccessible(page, 'the SCA code input with an error');
  for (const left of [3, 2, 1]) {
    await typeCode(page, wrong);
    await expect(
      dialog.getByText(left === 1 ? 'Il vous reste 1 essai.' : `Il vous reste ${left} essais.`),
    ).toBeVisible();
  }
  await typeCode(page, wrong);
  await expect(dialog.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(dialog.getByText("La vérification en deux étapes n'a pas abouti").first()).toBeVisible();
  await expectAccessible(page, 'the SCA email-validation-failed step');

  // Try again: the finish is sent again for a new challenge, whose code is sent at once.
  await dialog.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await typeCode(page, await nextCode(request, opening.email, used));

  await expect(page).toHaveURL(/\/signup\/success$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: "Votre demande d'ouverture est terminée" }),
  ).toBeVisible();
});

test('a wrong code is refused with the attempts left, and closing the modal abandons the finish', async ({
  page,
  context,
  request,
}) => {
  const opening = await prepareReadyOpening(request);
  await resumeInBrowser(context, opening);
  const used = new Set<string>();

  await finishFromTerms(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Code par e-mail/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  const code = await nextCode(request, opening.email, used);
  await typeCode(page, code === '000000' ? '000001' : '000000');
  await expect(dialog.getByText('Le code est incorrect.').first()).toBeVisible();
  await expect(dialog.getByText('Il vous reste 4 essais.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /chiffre 1/i })).toBeFocused();

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/La vérification en deux étapes n'a pas abouti/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/terms$/);
});

test('a backup method needs a verification with the active one first, in a second modal, then completes by SMS', async ({
  page,
  context,
  request,
}) => {
  const opening = await prepareReadyOpening(request);
  await resumeInBrowser(context, opening);
  const used = new Set<string>();
  await skipSentMessages(request, SMS_TO, used);

  await finishFromTerms(page);
  const setup = page.getByRole('dialog', { name: 'Activer la vérification en deux étapes' });
  await setup.getByRole('radio', { name: /Code par e-mail/ }).check();
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await typeCode(page, await nextCode(request, opening.email, used));
  await setup.getByRole('button', { name: 'Ajouter une méthode de secours' }).click();
  await setup.getByRole('radio', { name: /Code par SMS/ }).check();
  await setup.getByRole('button', { name: 'Continuer' }).click();

  // The API asks for the e-mail method before another is added: a second modal, on top.
  const verify = page.getByRole('dialog', { name: 'Vérification en deux étapes', exact: true });
  await expect(
    verify.getByText('Opération à confirmer : Ajouter une méthode de vérification en deux étapes'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await expectAccessible(page, 'the SCA modal over the set-up modal');
  await verify.getByRole('button', { name: 'Envoyer le code' }).click();
  await typeCode(page, await nextCode(request, opening.email, used));

  // Verified: the SMS set-up goes on underneath, with its code sent to the phone.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(setup.getByText(/Nous avons envoyé un code à 6 chiffres à \+33 6 •• •• •• 78/)).toBeVisible();
  await typeCode(page, await nextCode(request, SMS_TO, used));
  await expect(setup.getByRole('heading', { name: 'Méthode activée : Code par SMS' })).toBeVisible();
  await setup.getByRole('button', { name: 'Continuer' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await typeCode(page, await nextCode(request, SMS_TO, used));
  await expect(page).toHaveURL(/\/signup\/success$/);
});
