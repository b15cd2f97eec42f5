import { expect, test } from '@playwright/test';
import { labels } from '../src/labels';

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

// A first visit's largest text on a narrow window is the consent banner: the web server writes it
// into the page in the visitor's language, so it is read before the app has started, and the
// app's own banner, which can be pressed, takes its place without anything moving.
for (const language of ['fr', 'en', 'de'] as const) {
  test(`a first visit's page paints the consent banner in ${language}, and the app's takes its place`, async ({
    browser,
  }) => {
    const { t } = labels(language);
    const context = await browser.newContext({ locale: language, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The app's entry is held back until the first paint has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });

    const painted = page.locator('.cookie-banner[inert]');
    await expect(painted).toBeVisible();
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(painted).toHaveAttribute('lang', language);
    await expect(painted.locator('p')).toHaveText(t('cookies.bannerText'));
    await expect(painted.getByText(t('cookies.rejectAll'), { exact: true })).toBeVisible();
    const before = await painted.locator('p').boundingBox();

    release();
    const banner = page.getByRole('region', { name: t('cookies.bannerTitle') });
    await expect(banner.getByRole('button', { name: t('cookies.acceptAll') })).toBeVisible();
    await expect(painted).toHaveCount(0);
    expect(await banner.locator('p').boundingBox()).toEqual(before);

    // Answered, the next page has no banner in its first paint.
    await banner.getByRole('button', { name: t('cookies.rejectAll') }).click();
    await page.unroute(/\/assets\/main-[^/]+\.js$/);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('.shell__logo')).toBeVisible();
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
    await context.close();
  });
}
