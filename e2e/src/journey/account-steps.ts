import { GENDER_LABELS } from '@app/domain';
import { expect } from '@playwright/test';
import { escapeRegExp, labelPattern } from '../labels';
import { audit, type JourneyContext } from './context';

/** The cookie banner of a first visit: optional cookies refused. */
async function refuseCookies(j: JourneyContext): Promise<void> {
  const banner = j.page.getByRole('region', { name: j.l.t('cookies.bannerTitle') });
  await expect(banner).toBeVisible();
  await j.ui.press(banner.getByRole('button', { name: j.l.t('cookies.rejectAll') }));
  await expect(banner).toBeHidden();
}

/**
 * Home: the cookie banner is answered, then a tile starts a journey: "already operating" (signup,
 * by default) or "activity in creation" (enrollment).
 */
export async function startFromHome(
  j: JourneyContext,
  journey: 'signup' | 'enrollment' = 'signup',
): Promise<void> {
  const { page, ui, l } = j;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', l.language);
  await expect(page.getByRole('heading', { level: 1, name: l.t('home.title') })).toBeVisible();
  await audit(j, 'the home page with the cookie banner');
  await refuseCookies(j);
  await ui.press(
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(l.t(`home.tiles.${journey}.title`))}`) }),
  );
}

/** The required-documents modal opens on the account screen; it lists the documents to prepare. */
export async function readRequiredDocuments(
  j: JourneyContext,
  journey: 'signup' | 'enrollment' = 'signup',
): Promise<void> {
  const { page, ui, l } = j;
  const modal = page.getByRole('dialog', { name: l.t('requiredDocuments.title') });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(l.t('requiredDocuments.identity'))).toBeVisible();
  await expect(modal.getByText(l.t(`requiredDocuments.${journey}Status`))).toBeVisible();
  await audit(j, 'the required-documents modal');
  await ui.press(modal.getByRole('button', { name: l.t('requiredDocuments.confirm') }));
  await expect(modal).toBeHidden();
}

/** Identity and login fields of the account screen, with the e-mail given (the user's by default). */
export async function fillAccountForm(j: JourneyContext, email = j.user.email): Promise<void> {
  const { page, ui, l, user } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.createTitle') })).toBeVisible();
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[user.gender][l.language], exact: true }));
  await ui.fill(page.getByLabel(labelPattern(l.t('account.firstName'))), user.firstName);
  await ui.fill(page.getByLabel(labelPattern(l.t('account.lastName'))), user.lastName);
  await ui.fill(page.getByLabel(labelPattern(l.t('account.phone'))), user.phone);
  await ui.fill(page.getByLabel(labelPattern(l.t('account.email'))), email);
  await ui.fill(page.getByLabel(labelPattern(l.t('account.emailRepeat'))), email);

  // The strength meter follows the password: a guessable one stays low, the chosen one is good.
  const password = page.getByLabel(labelPattern(l.t('account.password')));
  const meter = page.getByRole('meter', { name: new RegExp(escapeRegExp(l.t('strength.label'))) });
  await ui.fill(password, 'azerty12');
  await expect(meter).toHaveAttribute('aria-valuenow', /^[12]$/);
  await expect(meter).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^(${escapeRegExp(l.t('strength.poor'))}|${escapeRegExp(l.t('strength.weak'))})$`),
  );
  await ui.fill(password, user.password);
  await expect(meter).toHaveAttribute('aria-valuenow', /^[45]$/);
  await expect(meter).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^(${escapeRegExp(l.t('strength.good'))}|${escapeRegExp(l.t('strength.high'))})$`),
  );
  await ui.fill(page.getByLabel(labelPattern(l.t('account.passwordRepeat'))), user.password);
  await audit(j, 'the account creation form');
}

export async function submitAccountForm(j: JourneyContext): Promise<void> {
  await j.ui.press(j.page.getByRole('button', { name: j.l.t('account.next'), exact: true }));
}

/**
 * Account proofs: the identity card (JPEG photo) and the proof of address (PDF); the PDF is
 * opened in the viewer (its page is drawn on a canvas) and the viewer closes with Escape.
 */
export async function uploadAccountProofs(
  j: JourneyContext,
  options: { view?: boolean } = {},
): Promise<void> {
  const { page, ui, l, user, files } = j;
  // The account is created once the app-check proof of work is solved: allow it time.
  await expect(page.getByRole('heading', { level: 1, name: l.t('proofs.title') })).toBeVisible({
    timeout: 30_000,
  });
  const next = page.getByRole('button', { name: l.t('common.next'), exact: true });
  await expect(next).toBeDisabled();
  await audit(j, 'the account proofs screen');

  const identity = await files.identity(`${user.firstName} ${user.lastName}`);
  const address = await files.pdf('justificatif-domicile.pdf', 'Facture d’électricité');
  const identitySlot = page.getByRole('region', { name: l.t('proofs.identityCard'), exact: true });
  await ui.upload(identitySlot.getByRole('button', { name: l.t('documents.browse') }), [identity]);
  await expect(identitySlot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(
    identity.name,
  );
  const addressSlot = page.getByRole('region', { name: l.t('proofs.addressProof'), exact: true });
  await ui.upload(addressSlot.getByRole('button', { name: l.t('documents.browse') }), [address]);
  await expect(addressSlot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(
    address.name,
  );
  await audit(j, 'the account proofs screen with both documents');

  // Journeys that test other screens may leave the viewer to the signup journey.
  if (options.view !== false) await viewAddressProof(j, address.name);

  await expect(next).toBeEnabled();
  await ui.press(next);
}

/** The proof of address opened in the viewer: its first page drawn on a canvas; Escape closes it. */
async function viewAddressProof(j: JourneyContext, fileName: string): Promise<void> {
  const { page, ui, l } = j;
  const addressSlot = page.getByRole('region', { name: l.t('proofs.addressProof'), exact: true });
  const address = { name: fileName };
  await ui.press(addressSlot.getByRole('button', { name: l.t('documents.view', { name: address.name }) }));
  const viewer = page.getByRole('dialog', { name: new RegExp(escapeRegExp(address.name)) });
  await expect(viewer).toBeVisible();
  const canvas = viewer.getByRole('img', { name: l.t('viewer.page', { current: 1, total: 2 }) });
  // The first view loads the PDF engine (its worker is 1.2 MB) on demand: slow on a busy machine.
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(viewer.locator('.viewer__page-wrap')).toHaveAttribute('aria-busy', 'false');
  // Something was drawn: the canvas has a size and non-white pixels.
  expect(
    await canvas.evaluate((element) => {
      const drawn = element as HTMLCanvasElement;
      const context = drawn.getContext('2d');
      if (!context || drawn.width === 0 || drawn.height === 0) return false;
      const { data } = context.getImageData(0, 0, drawn.width, drawn.height);
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index] ?? 255) < 200) return true;
      }
      return false;
    }),
  ).toBe(true);
  await audit(j, 'the document viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

/** Resumed account (update screen): the data typed at creation are shown; Next goes on. */
export async function confirmAccountUpdate(j: JourneyContext): Promise<void> {
  const { page, ui, l, user } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('account.updateTitle') })).toBeVisible();
  await expect(page.getByLabel(labelPattern(l.t('account.lastName')))).toHaveValue(user.lastName);
  await audit(j, 'the account update form');
  await ui.press(page.getByRole('button', { name: l.t('account.next'), exact: true }));
}

/**
 * The resume link of an account created earlier (home page with ?token=): the app signs the
 * user in and shows the account details to check first.
 */
export async function resumeWithLink(j: JourneyContext, token: string): Promise<void> {
  await j.page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(j.page.locator('html')).toHaveAttribute('lang', j.l.language);
  await refuseCookies(j);
  await confirmAccountUpdate(j);
}
