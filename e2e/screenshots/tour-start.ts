import { expect } from '@playwright/test';
import { readRequiredDocuments } from '../src/journey/account-steps';
import type { JourneyContext } from '../src/journey/context';
import { escapeRegExp } from '../src/labels';
import type { Camera } from './camera';

/** The first visit: home with the cookie banner, then the cookie preferences, saved. */
export async function homeAndCookies(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', l.language);
  await expect(page.getByRole('heading', { level: 1, name: l.t('home.title') })).toBeVisible();
  const banner = page.getByRole('region', { name: l.t('cookies.bannerTitle') });
  await expect(banner).toBeVisible();
  await camera.shot('home-cookie-banner');
  await ui.press(banner.getByRole('button', { name: l.t('cookies.customize') }));
  await expect(page.getByText(l.t('cookies.preferencesTitle'))).toBeVisible();
  await camera.shot('cookie-preferences');
  await ui.press(page.getByRole('button', { name: l.t('cookies.save') }));
  await expect(page.getByText(l.t('cookies.preferencesTitle'))).toBeHidden();
  await camera.shot('home');
}

/** The footer's contact form: empty, then sent empty (its errors), then closed. */
export async function contactForm(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await ui.press(page.getByRole('button', { name: l.t('layout.contact'), exact: true }));
  const modal = page.getByRole('dialog', { name: l.t('contact.title') });
  await expect(modal).toBeVisible();
  await camera.shot('contact-form');
  await ui.press(modal.getByRole('button', { name: l.t('contact.send'), exact: true }));
  await camera.shot('contact-form-errors');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** The login modal of "resume my application" (/login): empty, then sent empty. */
export async function loginModal(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await page.goto('/login');
  const modal = page.getByRole('dialog', { name: l.t('auth.loginTitle') });
  await expect(modal).toBeVisible();
  await camera.shot('login-modal');
  await ui.press(modal.getByRole('button', { name: l.t('auth.loginSubmit'), exact: true }));
  await camera.shot('login-modal-errors');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** The signup tile opens the account screen with the required-documents modal over it. */
export async function requiredDocuments(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: l.t('home.title') })).toBeVisible();
  await ui.press(
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(l.t('home.tiles.signup.title'))}`) }),
  );
  await expect(page.getByRole('dialog', { name: l.t('requiredDocuments.title') })).toBeVisible();
  await camera.shot('required-documents');
  await readRequiredDocuments(j);
}

/** The account form: empty, sent empty (errors), then filled in (the journey's helper). */
export async function accountFormStates(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
  await camera.shot('account-form');
  await ui.press(page.getByRole('button', { name: l.t('account.next'), exact: true }));
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await camera.shot('account-form-errors');
}
