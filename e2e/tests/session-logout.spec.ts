import { expect, test } from '@playwright/test';
import { apiUrl, createAccount, newPerson } from '../src/api';
import { labels } from '../src/labels';
import { answerCookies } from '../src/stored-progress';

const l = labels('fr');
const PROGRESS_KEY = 'pro-sante.progress';

test('a resume link works once, and logging out ends the session on the server and in the browser', async ({
  page,
  context,
  request,
}) => {
  const person = newPerson('Louise', 'Quimper');
  const account = await createAccount(request, person);
  await answerCookies(context);

  // The link's token is exchanged at once: the user is signed in with a token of their own.
  await page.goto(`/?token=${encodeURIComponent(account.token)}`);
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.updateTitle') })).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
  const held = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').user?.token,
    PROGRESS_KEY,
  );
  expect(held).toEqual(expect.any(String));
  expect(held).not.toBe(account.token);
  const spent = await request.get(`${apiUrl()}/user`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(spent.status()).toBe(401);

  // Log out from the header: back home, nothing of the user left here, the token refused there.
  const logout = page.getByRole('button', { name: l.t('layout.logout') });
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: l.t('home.title') })).toBeVisible();
  await expect(logout).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();
  const after = await request.get(`${apiUrl()}/user`, { headers: { authorization: `Bearer ${held}` } });
  expect(after.status()).toBe(401);

  // The link does not sign anyone in a second time: the page says it was spent and offers a new one.
  await page.goto(`/?token=${encodeURIComponent(account.token)}`);
  await expect(page.getByRole('heading', { level: 1, name: l.t('linkRenewal.expired.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: l.t('layout.logout') })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
});
