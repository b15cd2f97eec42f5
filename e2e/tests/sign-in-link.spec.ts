import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, emailedLink, newPerson, uploadUserDocument } from '../src/api';
import { expectAccessible } from '../src/axe';
import { makePdf } from '../src/documents';
import { labelPattern, labels } from '../src/labels';
import { answerCookies } from '../src/stored-progress';

/** The link of the newest sign-in mail sent to `email`. */
const emailedSignInLink = (request: APIRequestContext, email: string) =>
  emailedLink(request, email, /(http\S+\/login\?token=\S+)/);

test.beforeEach(async ({ context }) => {
  await answerCookies(context);
});

test('a person without her password asks for a sign-in link from the login modal, and it brings her back where she stopped, once', async ({
  page,
  request,
}) => {
  const l = labels('fr');
  const person = newPerson('Margaux', 'Lenoir');
  const account = await createAccount(request, person);
  await uploadUserDocument(request, account, 'identity_card', await makePdf('cni.pdf', "Carte d'identité"));
  await uploadUserDocument(request, account, 'proof_of_address', await makePdf('facture.pdf', 'Facture'));

  await page.goto('/');
  await page.getByRole('button', { name: l.t('home.resumeLink') }).click();
  const login = page.getByRole('dialog', { name: l.t('auth.loginTitle') });
  const email = login.getByRole('textbox', { name: labelPattern(l.t('auth.email')) });
  const ask = login.getByRole('button', { name: l.t('auth.linkSubmit') });

  // A malformed address is said at its field; nothing is sent.
  await email.fill(person.email.replace('@', ''));
  await ask.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill(person.email);
  await ask.click();
  const sent = login.getByRole('status').filter({ hasText: l.t('auth.linkSentTitle') });
  await expect(sent).toContainText(person.email, { timeout: 30_000 });
  await expectAccessible(page, 'the login modal, a sign-in link sent');

  // In her mailbox, in another tab: the link signs her in where she stopped (the company step).
  const link = await emailedSignInLink(request, person.email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  const mailbox = await page.context().newPage();
  await mailbox.goto(link);
  await expect(mailbox.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(mailbox.url()).searchParams.get('token')).toBeNull();

  // Opened again (a forwarded mail, a shared computer): spent, it signs no one in.
  const again = await page.context().browser()?.newContext();
  if (!again) throw new Error('no browser');
  await answerCookies(again);
  const stranger = await again.newPage();
  await stranger.goto(link);
  await expect(
    stranger.getByRole('heading', { level: 1, name: l.t('linkRenewal.expired.title') }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(stranger.getByRole('button', { name: l.t('layout.logout') })).toHaveCount(0);
  await again.close();
});
