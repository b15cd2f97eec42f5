import { expect, test } from '@playwright/test';
import { createAccount, newPerson, uploadUserDocument } from '../src/api';
import { expectAccessible } from '../src/axe';
import { makePdf } from '../src/documents';
import { resumeWithLink } from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { labels } from '../src/labels';

// axe-core on the states and modals the happy path does not show: errors, preferences,
// login, deletion confirmation (the journey specs audit every screen of the journey itself).
const l = labels('fr');

test('the home page with the cookie preferences and the login modal passes the audit', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: l.t('cookies.bannerTitle') });
  await banner.getByRole('button', { name: l.t('cookies.customize') }).click();
  await expect(page.getByRole('checkbox', { name: l.t('cookies.analytics') })).toBeVisible();
  await expectAccessible(page, 'the cookie preferences');
  await page.getByRole('button', { name: l.t('cookies.save') }).click();

  await page.getByRole('button', { name: l.t('home.resumeLink') }).click();
  const login = page.getByRole('dialog', { name: l.t('auth.loginTitle') });
  await expect(login).toBeVisible();
  await expectAccessible(page, 'the login modal');
  // Spec §2.4: the login modal closes with Escape.
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
});

test('the account form showing its validation errors passes the audit', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: l.t('requiredDocuments.confirm') }).click();
  await page.getByRole('button', { name: l.t('account.next'), exact: true }).click();
  const firstName = page.getByRole('textbox', { name: l.t('account.firstName'), exact: true });
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(l.message('validation.required'));
  await expect(
    page.getByRole('alert').filter({ hasText: l.message('validation.form_invalid') }),
  ).toBeVisible();
  await expectAccessible(page, 'the account form with errors');
});

test('the deletion confirmation of an uploaded document passes the audit and keeps the file when cancelled', async ({
  page,
  browser,
  request,
}) => {
  const user = newPerson('Inès', 'Vidal');
  const account = await createAccount(request, user);
  const proof = await makePdf('quittance.pdf', 'Quittance de loyer');
  await uploadUserDocument(request, account, 'proof_of_address', proof);
  const j = journeyContext({ page, browser, request, mode: 'pointer', audit: true, language: 'fr', user });
  await resumeWithLink(j, account.token);
  await expect(page.getByRole('heading', { level: 1, name: l.t('proofs.title') })).toBeVisible();
  await page.getByRole('button', { name: l.t('documents.delete', { name: proof.name }) }).click();
  const confirm = page.getByRole('alertdialog', { name: l.t('documents.deleteTitle') });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the deletion confirmation');
  await confirm.getByRole('button', { name: l.t('common.cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(proof.name);
});
