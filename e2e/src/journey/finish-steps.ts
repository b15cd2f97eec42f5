import { readFile } from 'node:fs/promises';
import { isValidIban } from '@app/domain';
import { expect } from '@playwright/test';
import { nextEmailedCode } from '../api';
import { escapeRegExp } from '../labels';
import { frenchIbansIn, pdfText } from '../pdf-text';
import { audit, type JourneyContext } from './context';

/**
 * Terms: the three required boxes (the fourth, news and offers, stays optional and unticked),
 * then "finish", which the API answers with a 399 (strong authentication).
 */
export async function acceptTermsAndFinish(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('terms.title') })).toBeVisible();
  const finish = page.getByRole('button', { name: l.t('terms.finish'), exact: true });
  await expect(finish).toBeDisabled();
  await audit(j, 'the terms screen');
  const boxes = page.getByRole('group', { name: l.t('terms.acceptSection') }).getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  const required = (await boxes.all()).slice(0, 3);
  for (const box of required) await ui.check(box);
  await expect(boxes.nth(3)).not.toBeChecked();
  await expect(finish).toBeEnabled();
  // The completion asks for strong customer authentication first (HTTP 399, spec §7).
  const challenged = page.waitForResponse((response) =>
    /\/companies\/[^/]+\/complete$/.test(new URL(response.url()).pathname),
  );
  await ui.press(finish);
  expect((await challenged).status()).toBe(399);
}

/** The SCA modal: the e-mail method is set up with a first code, then a second code confirms. */
export async function authenticateByEmail(j: JourneyContext): Promise<void> {
  const { page, ui, l, request, user } = j;
  const read = new Set<string>();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(l.t('sca.setupTitle'));
  await audit(j, 'the strong authentication set-up modal');
  await ui.choose(
    dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('sca.methods.email'))}`) }),
  );
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupChoice.continue'), exact: true }));

  const firstBox = page.getByRole('textbox', {
    name: new RegExp(escapeRegExp(l.t('common.codeDigit', { index: 1, count: 6 }))),
  });
  await expect(firstBox).toBeFocused();
  await audit(j, 'the e-mail code step');
  await page.keyboard.type(await nextEmailedCode(request, user.email, read));
  await expect(
    dialog.getByRole('heading', {
      name: l.t('sca.setupDone.heading', { method: l.t('sca.methods.email') }),
    }),
  ).toBeVisible();
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupDone.continue'), exact: true }));

  await expect(dialog).toHaveAccessibleName(l.t('sca.title'));
  await ui.press(dialog.getByRole('button', { name: l.t('sca.start.sendCode'), exact: true }));
  await expect(firstBox).toBeFocused();
  await audit(j, 'the validation code step');
  await page.keyboard.type(await nextEmailedCode(request, user.email, read));
}

/** Success: the IBAN shown, and the RIB downloaded as a PDF that holds the same valid French IBAN. */
export async function downloadRib(j: JourneyContext): Promise<string> {
  const { page, ui, l } = j;
  await expect(page).toHaveURL(/\/signup\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: l.t('success.title') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await audit(j, 'the success screen');
  const shown = (await page.getByRole('definition').first().textContent())?.replace(/\s/g, '') ?? '';
  expect(shown).toMatch(/^FR\d{12}[0-9A-Z]{11}\d{2}$/);

  const downloading = page.waitForEvent('download');
  await ui.press(page.getByRole('button', { name: l.t('success.download'), exact: true }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const ibans = frenchIbansIn(pdfText(bytes));
  expect(ibans).toContain(shown);
  for (const iban of ibans) expect(isValidIban(iban), `${iban} passes the mod-97 check`).toBe(true);
  return shown;
}
