import { documentKindName, MIN_FIRST_TRANSFER_EUROS } from '@app/domain';
import { expect } from '@playwright/test';
import { nextEmailedCode } from '../api';
import { escapeRegExp, labelPattern } from '../labels';
import type { JourneyTally } from '../tally';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from './account-steps';
import { answer, answerKyc } from './company-steps';
import { audit, type JourneyContext } from './context';
import { acceptTermsAndFinish } from './finish-steps';

/** Her RPPS number as the demo directory lists it, at her practice's SIRET (301 580 155 00010). */
export const SOPHIE_LE_GOFF_RPPS = '19000000018';

/**
 * A general practitioner in private practice (EI), once her practice is picked in the register:
 * the business form with her own due diligence, the questionnaire, the terms and the strong
 * authentication, up to the success page (her RPPS already there when Pro Santé Connect gave it). Shared by the typed journey and the Pro Santé Connect one,
 * so both are counted over the same screens.
 */
export async function finishSolePractitioner(
  j: JourneyContext,
  tally: JourneyTally,
  options: {
    professionalNumberGiven?: boolean;
    /** Signed in with Pro Santé Connect: its proposals are seen and left as is, its e-mail verified. */
    proposedByProSanteConnect?: boolean;
  } = {},
): Promise<void> {
  const { page, ui, l, request } = j;

  // The business form speaks of her activity and asks her own due diligence: she is the business.
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('company.form.title_business') }),
  ).toBeVisible();
  await expect(page.getByText(l.t('company.form.lead_business'))).toBeVisible();
  await expect(page.getByText(l.t('company.form.name'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: labelPattern(l.t('company.form.usPerson')) })).toHaveCount(0);
  const businessPhone = page.getByRole('textbox', { name: labelPattern(l.t('company.form.phone_business')) });
  if (options.proposedByProSanteConnect) {
    // Her practice's phone from the health directory: shown filled, said so, reviewed, not typed.
    await expect(businessPhone).toHaveValue('01 64 00 00 00');
    await expect(page.getByText(l.t('psc.proposedPhone'), { exact: false })).toBeVisible();
  } else {
    await ui.fill(businessPhone, '01 64 00 00 00');
  }
  const professionalNumber = page.getByRole('textbox', {
    name: labelPattern(l.t('company.holder.professionalNumber')),
  });
  // Pro Santé Connect gave her RPPS: shown, not typed again.
  if (options.professionalNumberGiven) await expect(professionalNumber).toHaveValue(SOPHIE_LE_GOFF_RPPS);
  else await ui.fill(professionalNumber, SOPHIE_LE_GOFF_RPPS);
  const birthDate = page.getByRole('textbox', { name: labelPattern(l.t('shareholders.person.birthDate')) });
  await birthDate.pressSequentially('02071984');
  await tally.typed('birth date');
  await expect(birthDate).toHaveValue('02/07/1984');
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('shareholders.person.birthZip')) }),
    '77330',
  );
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('shareholders.person.birthCity')) }),
    'Ozoir-la-Ferrière',
  );
  // Her home is the practice: its proof (given with her account) is the practice's.
  await answer(j, l.t('company.holder.homeIsPractice'), true);
  await answer(j, l.t('shareholders.person.isPepUser'), false);
  await answer(j, l.t('shareholders.person.isFatcaUser'), false);
  await answer(j, l.t('shareholders.person.foreignTaxUser'), false);
  // The activity proof: her INSEE situation notice, never statutes.
  const proof = page.getByRole('region', { name: l.message(documentKindName('activity_proof', 'EI')) });
  await ui.upload(proof.getByRole('button', { name: l.t('documents.browse') }), [
    await j.files.pdf('avis-situation-insee.pdf', 'Avis de situation au répertoire SIRENE'),
  ]);
  await expect(proof.getByRole('list', { name: l.t('documents.filesLabel') })).toBeVisible();
  await audit(j, 'the business form');
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));

  // The RPPS register knows her number, her name, her profession and her practice's SIRET: no warning.
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();
  if (options.proposedByProSanteConnect) {
    // Her profession and the Ordre's specialty (general medicine) propose her main activity.
    await expect(
      page.getByRole('button', { name: new RegExp(escapeRegExp(l.message('kyc.q1.label'))) }),
    ).toContainText(l.message('kyc.q1.answer.general_practitioner'));
    await expect(page.getByText(l.t('psc.proposed'), { exact: false })).toBeVisible();
  }
  await answerKyc(
    j,
    options.proposedByProSanteConnect
      ? async (part) => {
          // Her sites are all liberal: no salaried activity; her liberal practice: fees in, fees collected.
          const proposed = {
            1: [l.message('kyc.q17.label'), l.message('kyc.answer.no'), l.t('psc.proposedSites')],
            2: [
              l.message('kyc.q5.label'),
              l.message('kyc.q5.answer.professional_fees'),
              l.t('psc.proposedPractice'),
            ],
            3: [
              l.message('kyc.q13.label'),
              l.message('kyc.q13.answer.collect_fees'),
              l.t('psc.proposedPractice'),
            ],
          }[part];
          if (!proposed) return;
          const [question, answer, said] = proposed as [string, string, string];
          const group = page.getByRole('group', { name: new RegExp(escapeRegExp(question)) });
          await expect(
            group
              .getByRole('radio', { name: answer, exact: true })
              .or(group.getByRole('checkbox', { name: answer, exact: true })),
          ).toBeChecked();
          await expect(group.getByText(said)).toBeVisible();
        }
      : undefined,
  );

  // No company document to give: her home, already proven, is the practice.
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('company.proofs.title_business') }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.proofs.title') })).toHaveCount(0);
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
  if (options.proposedByProSanteConnect) {
    // Her account's e-mail is the mailbox the agency verified: active at once, no set-up code.
    await expect(dialog.getByText(l.t('sca.setupDone.codeless'))).toBeVisible();
    await expect(firstBox).toHaveCount(0);
  } else {
    await expect(firstBox).toBeFocused();
    await tally.typed('set-up code');
    await page.keyboard.type(await nextEmailedCode(request, j.user.email, read));
  }
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupDone.continue'), exact: true }));
  await expect(dialog).toHaveAccessibleName(l.t('sca.title'));
  await ui.press(dialog.getByRole('button', { name: l.t('sca.start.sendCode'), exact: true }));
  await expect(firstBox).toBeFocused();
  await tally.typed('validation code');
  await page.keyboard.type(await nextEmailedCode(request, j.user.email, read));
  // Her first transfer comes from an account in her own name, not a company's.
  await expect(
    page.getByText(l.t('success.nextStep_business', { amount: MIN_FIRST_TRANSFER_EUROS }), { exact: true }),
  ).toBeVisible();
}

/**
 * The register search: her practice's SIREN typed (or, when `query` is null, the search already
 * started from what Pro Santé Connect gave), then her practice picked among the results.
 */
export async function pickPracticeInRegister(j: JourneyContext, query: string | null): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  if (query !== null) {
    await ui.fill(page.getByRole('textbox', { name: l.t('company.search.label'), exact: true }), query);
    await ui.press(page.getByRole('button', { name: l.t('company.search.submit'), exact: true }));
  }
  const result = page
    .getByRole('list', { name: l.t('company.search.resultsLabel') })
    .getByRole('button', { name: /LE GOFF/ });
  await ui.press(result);
}

/** The whole journey typed by hand, from the home page to the success page. */
export async function typedSolePractitioner(j: JourneyContext, tally: JourneyTally): Promise<void> {
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });
  await pickPracticeInRegister(j, '301580155');
  await finishSolePractitioner(j, tally);
}
