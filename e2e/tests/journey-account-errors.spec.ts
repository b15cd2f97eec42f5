import { expect, test } from '@playwright/test';
import { createAccount, newPerson, uniqueEmail } from '../src/api';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
} from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { labelPattern } from '../src/labels';

// A refusal of the server (422) is shown on the field it names, in the user's language.
test('an e-mail address already used is refused by the server and shown on the e-mail field', async ({
  page,
  browser,
  request,
}) => {
  const first = newPerson('Paul', 'Lemaire', 1);
  await createAccount(request, first);
  // Someone else (or the same person, again) tries to sign up with that address.
  const user = { ...newPerson('Paula', 'Lemaire'), email: first.email };
  const j = journeyContext({ page, browser, request, mode: 'pointer', audit: true, language: 'fr', user });
  const { l } = j;
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  const refused = page.waitForResponse(
    (response) => response.url().includes('/user?') && response.request().method() === 'POST',
  );
  await submitAccountForm(j);
  expect((await refused).status()).toBe(422);

  const email = page.getByRole('textbox', { name: labelPattern(l.t('account.email')) });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(l.message('error.email_taken'));
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
  await j.ui.press(page.getByRole('button', { name: l.t('account.next'), exact: true }));
  await expect(email).toHaveAccessibleDescription(l.message('error.email_taken'));
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  // Another address goes through.
  const other = uniqueEmail('paula');
  await j.ui.fill(email, other);
  await j.ui.fill(page.getByRole('textbox', { name: labelPattern(l.t('account.emailRepeat')) }), other);
  await submitAccountForm(j);
  await expect(page.getByRole('heading', { level: 1, name: l.t('proofs.title') })).toBeVisible({
    timeout: 30_000,
  });
});
