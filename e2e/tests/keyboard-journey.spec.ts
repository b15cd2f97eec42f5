import { test } from '@playwright/test';
import { newPerson } from '../src/api';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { fromCompanyToRib } from '../src/journey/signup-journey';

// The whole journey with the keyboard alone: every control is reached with Tab / Shift+Tab and
// operated with Enter, Space, arrow keys and typing; no click. A file chooser cannot be driven
// by keys, so the files are given to it once the dropzone's button was reached and pressed.
test('the whole signup journey can be done with the keyboard alone', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // Any click would go through the mouse: fail if one happens.
  await page.addInitScript(() => {
    window.addEventListener(
      'mousedown',
      (event) => {
        if (event.isTrusted) throw new Error('mouse used in the keyboard journey');
      },
      true,
    );
  });
  let mouseUsed = false;
  page.on('pageerror', (error) => {
    if (error.message.includes('mouse used')) mouseUsed = true;
  });
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'keyboard',
    audit: false,
    language: 'fr',
    user: newPerson('Claire', 'Benard'),
  });
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j);
  await fromCompanyToRib(j);
  test.expect(mouseUsed).toBe(false);
  // Every control above was reached by tabbing (well over a hundred presses over the journey).
  test.expect(j.ui.tabPresses).toBeGreaterThan(100);
  test.info().annotations.push({ type: 'tab presses', description: String(j.ui.tabPresses) });
});
