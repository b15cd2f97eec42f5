import { documentKindName } from '@app/domain';
import { expect } from '@playwright/test';
import { fillAccountForm, submitAccountForm } from '../src/journey/account-steps';
import { answer, MANUAL_COMPANY, REGISTER_COMPANY } from '../src/journey/company-steps';
import type { JourneyContext } from '../src/journey/context';
import { escapeRegExp } from '../src/labels';
import type { Camera } from './camera';

/** The account form filled in and sent; the proofs screen, empty then with both files. */
export async function accountAndProofs(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l, user, files } = j;
  await fillAccountForm(j);
  await camera.shot('account-form-filled');
  await submitAccountForm(j);

  // The account is created once the app-check proof of work is solved: allow it time.
  await expect(page.getByRole('heading', { level: 1, name: l.t('proofs.title') })).toBeVisible({
    timeout: 30_000,
  });
  await camera.shot('account-proofs');
  const identity = await files.identity(`${user.firstName} ${user.lastName}`);
  const address = await files.pdf('justificatif-domicile.pdf', 'Facture d’électricité');
  const identitySlot = page.getByRole('region', { name: l.t('proofs.identityCard'), exact: true });
  const addressSlot = page.getByRole('region', { name: l.t('proofs.addressProof'), exact: true });
  await ui.upload(identitySlot.getByRole('button', { name: l.t('documents.browse') }), [identity]);
  await ui.upload(addressSlot.getByRole('button', { name: l.t('documents.browse') }), [address]);
  for (const [slot, file] of [
    [identitySlot, identity],
    [addressSlot, address],
  ] as const) {
    await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(file.name);
  }
  await camera.shot('account-proofs-uploaded');

  // The viewer on the PDF (drawn on a canvas), then on the photo.
  await ui.press(addressSlot.getByRole('button', { name: l.t('documents.view', { name: address.name }) }));
  const pdfViewer = page.getByRole('dialog', { name: new RegExp(escapeRegExp(address.name)) });
  await expect(pdfViewer.locator('.viewer__page-wrap')).toHaveAttribute('aria-busy', 'false');
  await camera.shot('viewer-pdf');
  await page.keyboard.press('Escape');
  await expect(pdfViewer).toBeHidden();
  await ui.press(identitySlot.getByRole('button', { name: l.t('documents.view', { name: identity.name }) }));
  const imageViewer = page.getByRole('dialog', { name: new RegExp(escapeRegExp(identity.name)) });
  await expect(imageViewer).toBeVisible();
  await expect
    .poll(() =>
      imageViewer
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  await camera.shot('viewer-image');
  await page.keyboard.press('Escape');
  await expect(imageViewer).toBeHidden();
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
}

const searchBox = (j: JourneyContext) =>
  j.page.getByRole('textbox', { name: j.l.t('company.search.label'), exact: true });

/**
 * The company search: empty, without result (then the manual form, empty and sent empty), with
 * results, and the head office choice; the register's company is then completed.
 */
export async function companySearchAndForms(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  await camera.shot('company-search');
  const submit = page.getByRole('button', { name: l.t('company.search.submit'), exact: true });

  await ui.fill(searchBox(j), MANUAL_COMPANY.name);
  await ui.press(submit);
  const notFound = page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ hasText: l.t('company.search.notFound') });
  await expect(notFound).toBeVisible();
  await camera.shot('company-search-no-result');
  await ui.press(notFound.getByRole('button', { name: l.t('company.search.manual'), exact: true }));
  await expect(page.getByText(l.t('company.form.leadManual'))).toBeVisible();
  await camera.shot('company-create-manual');
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await camera.shot('company-create-manual-errors');
  await page.goBack();

  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  await ui.fill(searchBox(j), REGISTER_COMPANY.query);
  await ui.press(submit);
  const results = page.getByRole('list', { name: l.t('company.search.resultsLabel') });
  const result = results.getByRole('button', { name: new RegExp(`^${escapeRegExp(REGISTER_COMPANY.name)}`) });
  await expect(result).toBeVisible();
  await camera.shot('company-search-results');
  await ui.press(result);

  await expect(page.getByRole('heading', { level: 1, name: l.t('company.headquarter.title') })).toBeVisible();
  const establishments = page.getByRole('list', { name: l.t('company.headquarter.listLabel') });
  await expect(establishments.getByRole('button')).toHaveCount(3);
  await camera.shot('company-headquarter');
  await ui.press(
    establishments.getByRole('button', {
      name: new RegExp(escapeRegExp(l.t('company.headquarter.headOffice'))),
    }),
  );

  await expect(page.getByRole('heading', { level: 1, name: l.t('company.form.title') })).toBeVisible();
  await camera.shot('company-create-register');
  await answer(j, l.t('company.form.sameAddress'), true);
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.form.phone'), exact: true }),
    '05 45 00 00 00',
  );
  await answer(j, l.t('company.form.activeNfe'), true);
  await answer(j, l.t('company.form.usPerson'), false);
  await answer(j, l.t('company.form.foreignTax'), false);
  const proof = page.getByRole('region', { name: l.t('company.proofs.kbis') });
  const kbis = await j.files.pdf('extrait-kbis.pdf', 'Extrait Kbis');
  await ui.upload(proof.getByRole('button', { name: l.t('documents.browse') }), [kbis]);
  await expect(proof.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(kbis.name);
  await camera.shot('company-create-register-filled');
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
}

/** KYC: every part answered (first choice, an amount or a word), each part pictured. */
export async function kycParts(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();
  const form = page.locator('form');
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await camera.shot('kyc-first-page');
  const total = Number(await progress.getAttribute('aria-valuemax'));
  for (let part = 1; part <= total; part += 1) {
    await expect(progress).toHaveAttribute('aria-valuenow', String(part));
    // Answers can reveal further questions: go over the part until nothing is left unanswered.
    for (let pass = 0; pass < 4; pass += 1) {
      let answered = 0;
      for (const group of await form.getByRole('group').all()) {
        const radios = group.getByRole('radio');
        if ((await radios.count()) > 0 && (await group.getByRole('radio', { checked: true }).count()) === 0) {
          await ui.choose(radios.first());
          answered += 1;
        }
        const boxes = group.getByRole('checkbox');
        if (
          (await boxes.count()) > 0 &&
          (await group.getByRole('checkbox', { checked: true }).count()) === 0
        ) {
          await ui.check(boxes.first());
          answered += 1;
        }
      }
      for (const select of await form.locator('button[aria-haspopup="listbox"]').all()) {
        if ((await select.textContent())?.trim() === l.t('common.choose')) {
          await ui.select(select, /./);
          answered += 1;
        }
      }
      for (const field of await form
        .locator(
          'input[aria-required="true"]:not([type=radio]):not([type=checkbox]), textarea[aria-required="true"]',
        )
        .all()) {
        if ((await field.inputValue()) === '') {
          const numeric = (await field.getAttribute('inputmode')) === 'decimal';
          await ui.fill(field, numeric ? '180000' : 'Patients');
          answered += 1;
        }
      }
      if (answered === 0) break;
    }
    await camera.shot(`kyc-page-${part}-answered`);
    await ui.press(
      page.getByRole('button', { name: part === total ? l.t('kyc.save') : l.t('common.next'), exact: true }),
    );
  }
}

/** Company proofs: empty, then with the statutes and the address proof. */
export async function companyProofs(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l, files } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.proofs.title') })).toBeVisible();
  await camera.shot('company-proofs');
  for (const [kind, title, name] of [
    ['status', 'Statuts de la SELARL', 'statuts-selarl.pdf'],
    ['proof_of_address', 'Bail professionnel', 'bail-professionnel.pdf'],
  ] as const) {
    const slot = page.getByRole('region', { name: l.message(documentKindName(kind)), exact: true });
    const file = await files.pdf(name, title);
    await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [file]);
    await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(file.name);
  }
  await camera.shot('company-proofs-uploaded');
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
}
