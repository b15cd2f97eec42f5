import { expect, test } from '@playwright/test';
import { expectAccessible } from '../src/axe';
import {
  finishWithEmailCode,
  nextCode,
  prepareReadyOpening,
  resumeInBrowser,
  skipSentMessages,
  typeCode,
} from './sca-support';

// A sole trader finishes her opening, then withdraws it from "Ma demande" before the bank opens
// it: a confirmation that says what follows, her code, and the page tells her it is withdrawn.
test('a customer withdraws her submitted opening from her application page, confirmed with a code', async ({
  page,
  context,
  request,
}) => {
  const opening = await prepareReadyOpening(request);
  await resumeInBrowser(context, opening);
  const used = new Set<string>();

  await finishWithEmailCode(page, request, opening.email, used);

  await page.getByRole('link', { name: 'Suivre ma demande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma demande' })).toBeVisible();
  await expect(page.getByText('Reçue', { exact: true })).toBeVisible();

  // Kept when she changes her mind in the confirmation.
  await page.getByRole('button', { name: 'Retirer ma demande' }).click();
  const confirmation = page.getByRole('alertdialog', { name: "Retirer votre demande d'ouverture\u00a0?" });
  await expect(confirmation).toContainText('Votre dossier sera clos et votre assureur en sera informé.');
  await expectAccessible(page, 'the withdrawal confirmation');
  await confirmation.getByRole('button', { name: 'Garder ma demande' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByText('Reçue', { exact: true })).toBeVisible();

  // Withdrawn with her code: the strong authentication names the operation.
  await skipSentMessages(request, opening.email, used);
  await page.getByRole('button', { name: 'Retirer ma demande' }).click();
  await confirmation.getByRole('button', { name: 'Retirer ma demande' }).click();
  const verify = page.getByRole('dialog', { name: 'Vérification en deux étapes', exact: true });
  await expect(verify).toBeVisible();
  await verify.getByRole('button', { name: 'Envoyer le code' }).click();
  await typeCode(page, await nextCode(request, opening.email, used));

  await expect(page.getByText('Demande retirée', { exact: true })).toBeVisible();
  await expect(page.getByText(/Vous avez retiré votre demande/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer ma demande' })).toHaveCount(0);
  await expectAccessible(page, 'the application page of a withdrawn opening');
});
