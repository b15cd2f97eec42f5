import { expect } from '@playwright/test';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { answerKyc } from '../src/journey/company-steps';
import type { JourneyContext } from '../src/journey/context';
import {
  addPartnerLeavingSharesOver,
  allocateEveryShareAndSubmit,
  completeOwnEnrollmentEntry,
  fillEnrollmentCompany,
  returnToSavedCompany,
  uploadEnrollmentProofs,
} from '../src/journey/enrollment-steps';
import { acceptTermsAndFinish, authenticateByEmail } from '../src/journey/finish-steps';
import type { Camera } from './camera';

/**
 * The screens of a company in creation: its company form, draft statutes, the person form with
 * e-mail and marital situation, the list with its shares bar and deposits, the deposit's success
 * page and the tracking page.
 */
export async function enrollmentTour(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, l } = j;
  await startFromHome(j, 'enrollment');
  await readRequiredDocuments(j, 'enrollment');
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });
  await expect(page.getByText(l.t('company.form.leadEnrollment'))).toBeVisible();
  await camera.shot('enrollment-company-form');
  await fillEnrollmentCompany(j);
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();
  await camera.shot('enrollment-kyc');
  await returnToSavedCompany(j);
  await answerKyc(j);
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.proofs.title') })).toBeVisible();
  await camera.shot('enrollment-company-proofs');
  await uploadEnrollmentProofs(j);
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.userTitle') }),
  ).toBeVisible();
  await camera.shot('enrollment-own-entry');
  await completeOwnEnrollmentEntry(j);
  await expect(
    page.getByRole('progressbar', { name: l.t('shareholders.list.sharesProgress') }),
  ).toBeVisible();
  await camera.shot('enrollment-list-one-holder');
  await addPartnerLeavingSharesOver(j);
  await camera.shot('enrollment-list-shares-left');
  await allocateEveryShareAndSubmit(j);
  await acceptTermsAndFinish(j);
  await authenticateByEmail(j);
  await expect(page).toHaveURL(/\/enrollment\/success$/);
  await camera.shot('enrollment-success');
  await page.goto('/enrollment/capital-deposit');
  await expect(page.getByRole('heading', { level: 1, name: l.t('capitalDeposit.title') })).toBeVisible();
  await camera.shot('enrollment-capital-deposit');
}
