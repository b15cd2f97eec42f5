import { expect, test } from '@playwright/test';
import { axeViolations } from '../src/axe';

test('the home page offers both journeys and passes the accessibility audit', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the API answers on its own origin with the runtime configuration', async ({ request }) => {
  const res = await request.get(`${process.env.E2E_API_URL}/config`);
  expect(res.status()).toBe(200);
  expect((await res.json()).features.signupRequest).toBe(true);
});
