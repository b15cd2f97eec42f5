import type { RuntimeConfigReply } from '@app/domain';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
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

/**
 * The page's style sheets arrive after its first bytes: a box measured before them is the browser's
 * default layout (a loaded machine showed it), not the painted page this file compares.
 */
const stylesLoaded = (locator: Locator) =>
  locator
    .page()
    .waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.sheet !== null,
      ),
    );

/** Where a text is drawn: the box of its words, not of its element (a block is as wide either way). */
const textBox = async (locator: Locator) => {
  await stylesLoaded(locator);
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
};

/** Holds the page's entry script back until the first paint has been looked at; returns the release. */
async function holdBack(page: Page, entry: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The API's configuration, once the web server has read it and gives it with env.js. */
async function configGivenWithEnv(request: APIRequestContext): Promise<RuntimeConfigReply> {
  await expect
    .poll(async () => (await (await request.get('/env.js')).text()).includes('"config"'), { timeout: 15_000 })
    .toBe(true);
  return (await (await request.get(`${process.env.E2E_API_URL}/config`)).json()) as RuntimeConfigReply;
}

// A first visit's largest texts on a narrow window are the consent banner and the home page's
// lead: the web server writes them into the page in the visitor's language, so they are read
// before the app has started, and the app's own, which can be pressed, take their place without
// anything moving. The app starts with the API's configuration given by the web server: it does
// not ask the API for it.
for (const language of ['fr', 'en', 'de'] as const) {
  test(`a first visit's page paints the consent banner and the home page in ${language}, and the app's take their place`, async ({
    browser,
    request,
  }) => {
    const { t } = labels(language);
    const config = await configGivenWithEnv(request);
    const context = await browser.newContext({ locale: language, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const configRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${process.env.E2E_API_URL}/config`)) configRequests.push(sent.url());
    });
    const release = await holdBack(page, /\/assets\/main-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });

    const painted = page.locator('.cookie-banner[inert]');
    await expect(painted).toBeVisible();
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(painted).toHaveAttribute('lang', language);
    await expect(painted.locator('p')).toHaveText(t('cookies.bannerText'));
    await expect(painted.getByText(t('cookies.rejectAll'), { exact: true })).toBeVisible();
    await stylesLoaded(painted);
    const before = await painted.locator('p').boundingBox();
    const paintedHome = page.locator('main.app__main[inert]');
    await expect(paintedHome).toHaveAttribute('aria-hidden', 'true');
    await expect(paintedHome).toHaveAttribute('lang', language);
    await expect(paintedHome.locator('h1')).toHaveText(t('home.title'));
    const lead = t('home.lead', { brand: config.brand.name, bank: config.brand.bankName });
    await expect(paintedHome.locator('.home__lead')).toHaveText(lead);
    await expect(paintedHome.getByText(t('home.tiles.signup.title'))).toBeVisible();
    const leadBefore = await textBox(paintedHome.locator('.home__lead'));

    release();
    const banner = page.getByRole('region', { name: t('cookies.bannerTitle') });
    await expect(banner.getByRole('button', { name: t('cookies.acceptAll') })).toBeVisible();
    await expect(painted).toHaveCount(0);
    expect(await banner.locator('p').boundingBox()).toEqual(before);
    await expect(page.getByRole('heading', { level: 1, name: t('home.title') })).toBeVisible();
    await expect(paintedHome).toHaveCount(0);
    expect(await textBox(page.locator('#main .home__lead'))).toEqual(leadBefore);
    expect(configRequests).toEqual([]);

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

// On a phone, the mobile notice's first lines are in the page too.
test.describe('on a phone', () => {
  const PHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

  for (const language of ['fr', 'de'] as const) {
    test(`the mobile notice paints its first lines in ${language} before its script, and the notice takes their place`, async ({
      browser,
    }) => {
      const { t } = labels(language);
      const context = await browser.newContext({
        locale: language,
        viewport: { width: 390, height: 844 },
        userAgent: PHONE,
      });
      const page = await context.newPage();
      const release = await holdBack(page, /\/assets\/mobile-[^/]+\.js$/);
      await page.goto('/signup', { waitUntil: 'commit' });

      const painted = page.locator('main.mobile__main[inert]');
      await expect(painted).toHaveAttribute('aria-hidden', 'true');
      await expect(painted).toHaveAttribute('lang', language);
      await expect(painted.locator('h1')).toHaveText(t('mobile.title'));
      await expect(painted.locator('p.muted')).toHaveText(t('mobile.text'));
      const before = await textBox(painted.locator('p.muted'));

      release();
      await expect(page.getByRole('heading', { level: 1, name: t('mobile.title') })).toBeVisible();
      await expect(painted).toHaveCount(0);
      expect(await textBox(page.locator('.mobile__main p.muted'))).toEqual(before);
      await context.close();
    });
  }
});
