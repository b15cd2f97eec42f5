import { legalFormLabel, translate } from '@app/domain';
import { expect, test } from '@playwright/test';
import { createAccount, newPerson, uploadUserDocument } from '../src/api';
import { resumeWithLink } from '../src/journey/account-steps';
import { enterCompanyManually, MANUAL_COMPANY } from '../src/journey/company-steps';
import { journeyContext } from '../src/journey/context';
import { labelPattern } from '../src/labels';

// The degraded path of spec §2.4: the register does not know the practice, the user types
// every company field; the form goes on to the questionnaire without the registration proof.
test('a practice the register does not know is typed in by hand and the journey goes on', async ({
  page,
  browser,
  request,
}) => {
  const user = newPerson('Nadia', 'Remparts');
  const account = await createAccount(request, user);
  const j = journeyContext({ page, browser, request, mode: 'pointer', audit: true, language: 'fr', user });
  const { l } = j;
  // The account and its proofs exist already (over the API): this test is about the company.
  await uploadUserDocument(request, account, 'identity_card', await j.files.identity('Nadia Remparts'));
  await uploadUserDocument(request, account, 'proof_of_address', await j.files.pdf('facture.pdf', 'Facture'));
  await resumeWithLink(j, account.token);
  await expect(page.getByRole('heading', { level: 1, name: l.t('proofs.title') })).toBeVisible();
  await page.getByRole('button', { name: l.t('common.next'), exact: true }).click();

  await enterCompanyManually(j);
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();

  // Back on the company form, what was typed has been saved.
  await page.getByRole('link', { name: l.t('common.back'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.form.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: l.t('company.form.name'), exact: true })).toHaveValue(
    MANUAL_COMPANY.name,
  );
  await expect(page.getByRole('textbox', { name: l.t('company.form.siret'), exact: true })).toHaveValue(
    new RegExp(`^${MANUAL_COMPANY.siret.replace(/ /g, '\\s?')}$`),
  );
  await expect(page.getByRole('button', { name: labelPattern(l.t('company.form.legalForm')) })).toContainText(
    legalFormLabel('SCM', l.language),
  );
  await expect(page.getByRole('textbox', { name: l.t('company.address.city'), exact: true })).toHaveValue(
    'Angoulême',
  );

  // The practice's website, optional: what is not a web address is refused at its field; given
  // without its scheme, it is kept as a full address.
  const website = page.getByRole('textbox', { name: l.t('company.form.free.website'), exact: true });
  await expect(website).toHaveValue('');
  await website.fill('cabinet des remparts');
  await page.getByRole('button', { name: l.t('common.next'), exact: true }).click();
  await expect(website).toHaveAccessibleDescription(
    new RegExp(translate('fr', 'validation.url_format').replace(/[().]/g, '\\$&')),
  );
  await expect(website).toBeFocused();
  await website.fill('cabinet-remparts.fr');
  await page.getByRole('button', { name: l.t('common.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();
  await page.getByRole('link', { name: l.t('common.back'), exact: true }).click();
  await expect(website).toHaveValue('https://cabinet-remparts.fr');
});
