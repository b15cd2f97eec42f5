import type { Locale } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { newPerson } from '../src/api';
import { expectAccessible } from '../src/axe';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
} from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { labelPattern, labels } from '../src/labels';

// WCAG 2.2: focus never hidden under the cookie banner, errors that lead to their fields, focus
// and title on every screen change, no horizontal scroll at 320 px, the accessibility statement.
const fr = labels('fr');

/** The focused element's box and the banner's, in the viewport (null when nothing is focused). */
async function focusAndBanner(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector('.cookie-banner');
    const focused = document.activeElement;
    if (!banner || !focused || focused === document.body) return null;
    const box = (element: Element) => {
      const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
      return { top, bottom, left, right, width, height };
    };
    return {
      inBanner: banner.contains(focused),
      name: `${focused.tagName.toLowerCase()}#${focused.id}`,
      focused: box(focused),
      banner: box(banner),
    };
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`with the cookie banner unanswered, tabbing through the account form never lands under it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/signup');
    const banner = page.getByRole('region', { name: fr.t('cookies.bannerTitle') });
    await expect(banner).toBeVisible();
    // The documents modal, open on arrival, lies above the banner: its focus scrolls nothing, and
    // once it is closed the page is still at its top, its heading in view.
    await expect(page.getByRole('dialog', { name: fr.t('requiredDocuments.title') })).toBeFocused();
    await page.getByRole('button', { name: fr.t('requiredDocuments.confirm') }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const visited = new Set<string>();
    for (let press = 0; press < 45; press++) {
      await page.keyboard.press('Tab');
      const state = await focusAndBanner(page);
      if (!state || state.inBanner || state.focused.width === 0) continue;
      visited.add(state.name);
      const { focused, banner: area } = state;
      const overlaps =
        focused.bottom > area.top &&
        focused.top < area.bottom &&
        focused.right > area.left &&
        focused.left < area.right;
      expect(overlaps, `${state.name} is under the cookie banner`).toBe(false);
    }
    // The walk went through the form, down to the passwords and the Next button.
    expect(visited).toContain('input#account-password');
    expect(visited).toContain('input#account-password-repeat');
  });
}

test('"Tout refuser" looks like "Tout accepter"', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: fr.t('cookies.bannerTitle') });
  const look = (name: string) =>
    banner.getByRole('button', { name }).evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.color, style.fontWeight, button.getBoundingClientRect().height];
    });
  expect(await look(fr.t('cookies.rejectAll'))).toEqual(await look(fr.t('cookies.acceptAll')));
});

test('a failed submit focuses the first invalid field and the summary links to every problem', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: fr.t('requiredDocuments.confirm') }).click();
  await page.getByLabel(labelPattern(fr.t('account.firstName'))).fill('Inès');
  await page.getByRole('button', { name: fr.t('account.next'), exact: true }).click();

  const summary = page.getByRole('list', { name: fr.t('forms.errorSummary') });
  await expect(summary).toBeVisible();
  // The invalid controls in the order a reader meets them; the first is focused.
  const invalid = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))
      .map((element) => ({ id: element.id, top: element.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top)
      .map((element) => element.id),
  );
  expect(invalid.length).toBeGreaterThan(3);
  // The title (civilité) comes first on screen: its first choice is focused.
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
    .toBe('gender');
  expect(invalid).not.toContain('account-first-name');

  const links = summary.getByRole('link');
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  for (const id of invalid.filter((id) => !id.startsWith('account-gender')))
    expect(targets).toContain(`#${id}`);
  await expect(links.filter({ hasText: fr.t('account.lastName') })).toContainText(
    fr.message('validation.required'),
  );

  // A link leads to its field.
  await links
    .filter({ hasText: fr.t('account.password') })
    .first()
    .click();
  await expect(page.locator('#account-password')).toBeFocused();
});

test('each step change moves the focus to the heading and titles the page', async ({
  page,
  browser,
  request,
}) => {
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'pointer',
    audit: false,
    language: 'fr',
    user: newPerson('Maëlle', 'Roux'),
  });
  await startFromHome(j);
  await readRequiredDocuments(j);
  await expect(page).toHaveTitle(`${fr.t('account.createTitle')} – ${fr.t('layout.tagline')}`);
  await fillAccountForm(j);
  await submitAccountForm(j);
  const heading = page.getByRole('heading', { level: 1, name: fr.t('proofs.title') });
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveTitle(`${fr.t('proofs.title')} – ${fr.t('layout.tagline')}`);
});

for (const language of ['fr', 'en', 'de'] as const satisfies readonly Locale[]) {
  test(`the accessibility statement, reached from the footer, is focused, titled and passes the audit (${language})`, async ({
    page,
  }) => {
    const l = labels(language);
    await page.addInitScript((lang) => window.localStorage.setItem('pro-sante.language', lang), language);
    await page.goto('/');
    // The page as a visitor meets it: the cookie banner shown, the footer above its room.
    await expect(page.getByRole('region', { name: l.t('cookies.bannerTitle') })).toBeVisible();
    await page.getByRole('link', { name: l.t('layout.accessibility') }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const title = (await heading.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(5);
    await expect(page).toHaveTitle(`${title} – ${l.t('layout.tagline')}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page, `the accessibility statement (${language})`);
  });
}

test('nothing scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/signup', '/accessibility']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
  }
});

test('narrow windows say "Étape 1 sur 4"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await page.getByRole('button', { name: fr.t('requiredDocuments.confirm') }).click();
  await expect(page.getByText(/^Étape 1 sur \d\s:\s/)).toBeVisible();
});
