import {
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  formatNumber,
  GENDER_LABELS,
  JOB_CODE_LABELS,
} from '@app/domain';
import { expect } from '@playwright/test';
import { escapeRegExp, labelPattern } from '../labels';
import { answer, COMPANY_CAPITAL } from './company-steps';
import { audit, type JourneyContext } from './context';

/** The second beneficial owner, added by the user with her identity card. */
export const PARTNER: Partner = {
  gender: 1,
  firstName: 'Julien',
  lastName: 'Nicolas',
  birthDate: '14031979',
};

/** The second person of a signup: who they are and when they were born (DDMMYYYY, as typed). */
export interface Partner {
  gender: 1 | 2;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** Each of the two associates holds half of the company's declared shares. */
export const HALF_OF_THE_SHARES = String(Number(COMPANY_CAPITAL.shares) / 2);

const textbox = (j: JourneyContext, key: string, params?: Record<string, string | number>) =>
  j.page.getByRole('textbox', { name: labelPattern(j.l.t(key, params)) });

/** Half of the shares is above the threshold: the form says so instead of asking. */
async function expectOwnerByShares(j: JourneyContext) {
  await expect(
    j.page.getByText(
      j.l.t('shareholders.person.ownerByShares', {
        percentage: formatNumber(j.l.language, 50),
        threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT,
      }),
    ),
  ).toBeVisible();
}

async function birth(j: JourneyContext, date: string, zip: string, city: string) {
  const { ui } = j;
  // The date field types its slashes itself (DD/MM/YYYY).
  const field = textbox(j, 'shareholders.person.birthDate');
  if (ui.keyboardOnly) {
    await ui.focus(field);
    await j.page.keyboard.type(date);
  } else {
    await field.pressSequentially(date);
  }
  await expect(field).toHaveValue(`${date.slice(0, 2)}/${date.slice(2, 4)}/${date.slice(4)}`);
  await ui.fill(textbox(j, 'shareholders.person.birthZip'), zip);
  await ui.fill(textbox(j, 'shareholders.person.birthCity'), city);
}

/**
 * The user's own entry (asked first): birth, home address, legal representative (manager),
 * half of the shares (so a beneficial owner, which the form says), no PEP / US person / foreign
 * tax residence.
 */
export async function completeOwnEntry(j: JourneyContext): Promise<void> {
  const { page, ui, l, user } = j;
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.userTitle') }),
  ).toBeVisible();
  await expect(textbox(j, 'shareholders.person.firstName')).toHaveValue(user.firstName);
  await audit(j, "the user's representative form");
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[user.gender][l.language], exact: true }));
  await birth(j, '02071984', '16000', 'Angoulême');
  await ui.fill(textbox(j, 'company.address.street'), '8 rue de Périgueux');
  await ui.fill(textbox(j, 'company.address.zip'), '16000');
  await ui.fill(textbox(j, 'company.address.city'), 'Angoulême');
  await answer(j, l.t('shareholders.person.isMandataryUser'), true);
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('shareholders.person.title')) }),
    JOB_CODE_LABELS.GER[l.language],
  );
  await answer(j, l.t('shareholders.person.isShareholderUser'), true);
  await ui.fill(page.getByRole('textbox', { name: /\(\D*\d+\)/ }), HALF_OF_THE_SHARES);
  await expectOwnerByShares(j);
  await answer(j, l.t('shareholders.person.isPepUser'), false);
  await answer(j, l.t('shareholders.person.isFatcaUser'), false);
  await answer(j, l.t('shareholders.person.foreignTaxUser'), false);
  await audit(j, "the user's representative form, filled in");
  await ui.press(page.getByRole('button', { name: l.t('common.save'), exact: true }));
}

/** "Add a person" asks natural or legal person (modal), then the person's form with her identity card. */
export async function addSecondBeneficialOwner(j: JourneyContext, partner = PARTNER): Promise<void> {
  const { page, ui, l, files } = j;
  await expect(
    page.getByRole('list', { name: l.t('shareholders.list.listLabel') }).getByRole('listitem'),
  ).toHaveCount(1);
  await audit(j, 'the representatives list');
  await ui.press(
    page.getByRole('button', { name: new RegExp(`${escapeRegExp(l.t('shareholders.list.add'))}$`) }),
  );
  const modal = page.getByRole('dialog', { name: l.t('representativeType.title') });
  await expect(modal).toBeVisible();
  await audit(j, 'the representative type modal');
  await ui.choose(
    modal.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('representativeType.individual'))}`) }),
  );
  await ui.press(modal.getByRole('button', { name: l.t('representativeType.continue'), exact: true }));

  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.titleSignup') }),
  ).toBeVisible();
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[partner.gender][l.language], exact: true }));
  await ui.fill(textbox(j, 'shareholders.person.firstName'), partner.firstName);
  await ui.fill(textbox(j, 'shareholders.person.lastName'), partner.lastName);
  await birth(j, partner.birthDate, '44000', 'Nantes');
  await answer(j, l.t('shareholders.person.isMandatary'), false);
  await answer(j, l.t('shareholders.person.isShareholder'), true);
  await ui.fill(page.getByRole('textbox', { name: /\(\D*\d+\)/ }), HALF_OF_THE_SHARES);
  await expectOwnerByShares(j);
  await answer(j, l.t('shareholders.person.isPep'), false);
  await answer(j, l.t('shareholders.person.isFatca'), false);
  await answer(j, l.t('shareholders.person.foreignTax'), false);
  const save = page.getByRole('button', { name: l.t('common.save'), exact: true });
  await expect(save).toBeDisabled();
  const slot = page.getByRole('region', { name: l.t('shareholders.person.identityCard') });
  const card = await files.identity(`${partner.firstName} ${partner.lastName}`);
  await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [card]);
  await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(card.name);
  await audit(j, "the second person's form");
  await ui.press(save);
}

/**
 * Both people listed as beneficial owners, each at 50 % of the declared shares ("500 of 1,000");
 * the list is certified and validated.
 */
export async function validateRepresentatives(j: JourneyContext, partner = PARTNER): Promise<void> {
  const { page, ui, l, user } = j;
  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  for (const name of [`${user.firstName} ${user.lastName}`, `${partner.firstName} ${partner.lastName}`]) {
    const item = list.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText(
      l.t('shareholders.list.beneficialOwner', { threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT }),
    );
    await expect(item).toContainText(
      l.t('shareholders.list.shareholderAt', {
        percentage: formatNumber(l.language, 50),
        shares: formatNumber(l.language, Number(HALF_OF_THE_SHARES)),
        total: formatNumber(l.language, Number(COMPANY_CAPITAL.shares)),
      }),
    );
    await expect(item).not.toContainText(l.t('shareholders.list.toComplete'));
  }
  await expect(list.getByRole('listitem').first()).toContainText(
    l.t('shareholders.list.accountRepresentative'),
  );
  const submit = page.getByRole('button', { name: l.t('shareholders.list.submit'), exact: true });
  await expect(submit).toBeDisabled();
  await ui.check(page.getByRole('checkbox', { name: l.t('shareholders.list.certification') }));
  await audit(j, 'the representatives list, certified');
  await ui.press(submit);
}
