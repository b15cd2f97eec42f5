import { documentKindName } from '@app/domain';
import { expect, test } from '@playwright/test';
import { newPerson, nextEmailedCode } from '../src/api';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { answer, answerKyc } from '../src/journey/company-steps';
import { audit, journeyContext } from '../src/journey/context';
import { acceptTermsAndFinish, downloadRib } from '../src/journey/finish-steps';
import { escapeRegExp } from '../src/labels';
import { JourneyTally } from '../src/tally';

test('a general practitioner in private practice (EI) opens her account, from the home page to the RIB', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'pointer',
    audit: true,
    language: 'fr',
    user: newPerson('Sophie', 'Le Goff'),
  });
  const tally = new JourneyTally(page);
  j.ui.tally = tally;
  const { ui, l } = j;
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });

  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  await ui.fill(page.getByRole('textbox', { name: l.t('company.search.label'), exact: true }), '301580155');
  await ui.press(page.getByRole('button', { name: l.t('company.search.submit'), exact: true }));
  const result = page
    .getByRole('list', { name: l.t('company.search.resultsLabel') })
    .getByRole('button', { name: /LE GOFF/ });
  await ui.press(result);

  await expect(page.getByRole('heading', { level: 1, name: l.t('company.form.title') })).toBeVisible();
  await answer(j, l.t('company.form.sameAddress'), true);
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.form.phone'), exact: true }),
    '01 64 00 00 00',
  );
  await answer(j, l.t('company.form.activeNfe'), true);
  await answer(j, l.t('company.form.usPerson'), false);
  await answer(j, l.t('company.form.foreignTax'), false);
  const proof = page.getByRole('region', { name: l.t('company.proofs.activityProof') });
  await ui.upload(proof.getByRole('button', { name: l.t('documents.browse') }), [
    await j.files.pdf('avis-situation-insee.pdf', 'Avis de situation au répertoire SIRENE'),
  ]);
  await expect(proof.getByRole('list', { name: l.t('documents.filesLabel') })).toBeVisible();
  await audit(j, 'the business form');
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));

  await answerKyc(j);

  await expect(page.getByRole('heading', { level: 1, name: l.t('company.proofs.title') })).toBeVisible();
  for (const kind of ['status', 'proof_of_address'] as const) {
    const slot = page.getByRole('region', { name: l.message(documentKindName(kind)), exact: true });
    const file = await j.files.pdf(`${kind}.pdf`, kind);
    await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [file]);
    await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(file.name);
  }
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));

  await acceptTermsAndFinish(j);
  // Strong authentication set up by e-mail code, then confirmed with a second code.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(l.t('sca.setupTitle'));
  await ui.choose(
    dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('sca.methods.email'))}`) }),
  );
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupChoice.continue'), exact: true }));
  const read = new Set<string>();
  const firstBox = page.getByRole('textbox', {
    name: new RegExp(escapeRegExp(l.t('common.codeDigit', { index: 1, count: 6 }))),
  });
  await expect(firstBox).toBeFocused();
  await tally.typed('set-up code');
  await page.keyboard.type(await nextEmailedCode(request, j.user.email, read));
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupDone.continue'), exact: true }));
  await expect(dialog).toHaveAccessibleName(l.t('sca.title'));
  await ui.press(dialog.getByRole('button', { name: l.t('sca.start.sendCode'), exact: true }));
  await expect(firstBox).toBeFocused();
  await tally.typed('validation code');
  await page.keyboard.type(await nextEmailedCode(request, j.user.email, read));
  await downloadRib(j);
  await tally.seen();
  // The figures of the journey, printed with the run's report.
  process.stdout.write(`${JSON.stringify(tally.counts)}\n${tally.screenList.join('\n')}\n`);
});
