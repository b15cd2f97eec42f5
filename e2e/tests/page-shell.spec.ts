import { expect, test } from '@playwright/test';

// The visitor sees the page's header and a skeleton before any script or /config has arrived:
// the HTML carries them with their styles, which the site's CSP allows by their hash.
test('the page paints its header and a skeleton before any script, inside the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/csp-report') violations.push(request.postData() ?? '');
  });
  // No script at all: what shows is what the HTML paints by itself.
  await page.route('**/*.js', (route) => route.abort());

  await page.goto('/signup');

  const logo = page.locator('.shell__logo');
  await expect(logo).toBeVisible();
  expect(await logo.boundingBox()).toMatchObject({ width: 40, height: 40 });
  const header = page.locator('.shell__header');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('.shell__card')).toHaveCSS('border-radius', '12px');
  const painted = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint').length === 1,
  );
  expect(painted).toBe(true);
  expect(violations).toEqual([]);
});

test('the app replaces the skeleton with the screen', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.shell')).toHaveCount(0);
});
