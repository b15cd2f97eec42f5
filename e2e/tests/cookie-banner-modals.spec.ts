import { expect, type Locator, type Page, test } from '@playwright/test';
import { escapeRegExp, labels } from '../src/labels';

// The cookie banner stays until the visitor answers it; a modal opened meanwhile must still take
// every click and keep the keyboard inside it (spec: the banner never stands in the way).
const l = labels('fr');

/** Every button of the modal takes a real pointer (Playwright's hit test: nothing drawn over it). */
async function everyButtonReachable(modal: Locator) {
  const buttons = await modal.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) await button.click({ trial: true });
}

/** Tab and Shift+Tab stay inside the modal. */
async function focusStaysIn(page: Page, modal: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, the login and required-documents modals are used with the cookie banner shown`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const banner = page.getByRole('region', { name: l.t('cookies.bannerTitle') });
    await expect(banner).toBeVisible();

    await page.getByRole('button', { name: l.t('home.resumeLink') }).click();
    const login = page.getByRole('dialog', { name: l.t('auth.loginTitle') });
    await expect(login).toBeVisible();
    await everyButtonReachable(login);
    await focusStaysIn(page, login);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    // Still unanswered: the banner is back in reach once the modal is closed.
    await expect(banner).toBeVisible();

    await page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(l.t('home.tiles.signup.title'))}`) })
      .click();
    const documents = page.getByRole('dialog', { name: l.t('requiredDocuments.title') });
    await expect(documents).toBeVisible();
    await everyButtonReachable(documents);
    await focusStaysIn(page, documents);
    await documents.getByRole('button', { name: l.t('requiredDocuments.confirm') }).click();
    await expect(documents).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
  });
}
