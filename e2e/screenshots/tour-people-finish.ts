import { GENDER_LABELS, JOB_CODE_LABELS } from '@app/domain';
import { expect } from '@playwright/test';
import { nextEmailedCode } from '../src/api';
import { answer } from '../src/journey/company-steps';
import type { JourneyContext } from '../src/journey/context';
import { PARTNER } from '../src/journey/people-steps';
import { escapeRegExp, labelPattern } from '../src/labels';
import type { Camera } from './camera';

/** The demo practice has 5,000 shares: each of the two associates holds half. */
const HALF_OF_THE_SHARES = '2500';

const textbox = (j: JourneyContext, key: string) =>
  j.page.getByRole('textbox', { name: labelPattern(j.l.t(key)) });

async function birth(j: JourneyContext, date: string, zip: string, city: string): Promise<void> {
  // The date field types its slashes itself (DD/MM/YYYY).
  await textbox(j, 'shareholders.person.birthDate').pressSequentially(date);
  await j.ui.fill(textbox(j, 'shareholders.person.birthZip'), zip);
  await j.ui.fill(textbox(j, 'shareholders.person.birthCity'), city);
}

const addPerson = (j: JourneyContext) =>
  j.ui.press(
    j.page.getByRole('button', { name: new RegExp(`${escapeRegExp(j.l.t('shareholders.list.add'))}$`) }),
  );

/**
 * The user's own entry, filled in as an associate who is not the legal representative (so
 * that the representative proofs ask for a mandate later); the list with the user alone.
 */
export async function ownEntry(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l, user } = j;
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.userTitle') }),
  ).toBeVisible();
  await camera.shot('representative-form');
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[user.gender][l.language], exact: true }));
  await birth(j, '02071984', '16000', 'Angoulême');
  await ui.fill(textbox(j, 'company.address.street'), '8 rue de Périgueux');
  await ui.fill(textbox(j, 'company.address.zip'), '16000');
  await ui.fill(textbox(j, 'company.address.city'), 'Angoulême');
  await answer(j, l.t('shareholders.person.isMandataryUser'), false);
  await answer(j, l.t('shareholders.person.isShareholderUser'), true);
  await ui.fill(page.getByRole('textbox', { name: /\(\D*\d+\)/ }), HALF_OF_THE_SHARES);
  await answer(j, l.t('shareholders.person.isBeneficialOwnerUser'), true);
  await answer(j, l.t('shareholders.person.isPepUser'), false);
  await answer(j, l.t('shareholders.person.isFatcaUser'), false);
  await answer(j, l.t('shareholders.person.foreignTaxUser'), false);
  await camera.shot('representative-form-filled');
  await ui.press(page.getByRole('button', { name: l.t('common.save'), exact: true }));

  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await camera.shot('shareholders-list-one');
}

/** "Add a person": the type modal, then the company branch (search and manual form), left. */
export async function companyMandate(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l } = j;
  await addPerson(j);
  const modal = page.getByRole('dialog', { name: l.t('representativeType.title') });
  await expect(modal).toBeVisible();
  await camera.shot('add-person-modal');
  await ui.choose(
    modal.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('representativeType.company'))}`) }),
  );
  await ui.press(modal.getByRole('button', { name: l.t('representativeType.continue'), exact: true }));
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.mandateSearch.title') }),
  ).toBeVisible();
  await camera.shot('company-mandate-search');
  await ui.press(page.getByRole('button', { name: l.t('company.search.manual'), exact: true }));
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.mandate.title') }),
  ).toBeVisible();
  await camera.shot('company-mandate-form');
  await page.goto('/signup/shareholders');
}

/** The second person: the legal representative (manager) and the other beneficial owner. */
export async function secondPerson(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l, files } = j;
  await expect(page.getByRole('list', { name: l.t('shareholders.list.listLabel') })).toBeVisible();
  await addPerson(j);
  const modal = page.getByRole('dialog', { name: l.t('representativeType.title') });
  await ui.choose(
    modal.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('representativeType.individual'))}`) }),
  );
  await ui.press(modal.getByRole('button', { name: l.t('representativeType.continue'), exact: true }));
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.titleSignup') }),
  ).toBeVisible();
  await camera.shot('person-form');
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[PARTNER.gender][l.language], exact: true }));
  await ui.fill(textbox(j, 'shareholders.person.firstName'), PARTNER.firstName);
  await ui.fill(textbox(j, 'shareholders.person.lastName'), PARTNER.lastName);
  await birth(j, PARTNER.birthDate, '44000', 'Nantes');
  await answer(j, l.t('shareholders.person.isMandatary'), true);
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('shareholders.person.title')) }),
    JOB_CODE_LABELS.GER[l.language],
  );
  await answer(j, l.t('shareholders.person.isShareholder'), true);
  await ui.fill(page.getByRole('textbox', { name: /\(\D*\d+\)/ }), HALF_OF_THE_SHARES);
  await answer(j, l.t('shareholders.person.isBeneficialOwner'), true);
  await answer(j, l.t('shareholders.person.isPep'), false);
  await answer(j, l.t('shareholders.person.isFatca'), false);
  await answer(j, l.t('shareholders.person.foreignTax'), false);
  const slot = page.getByRole('region', { name: l.t('shareholders.person.identityCard') });
  const card = await files.identity(`${PARTNER.firstName} ${PARTNER.lastName}`);
  await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [card]);
  await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(card.name);
  await camera.shot('person-form-filled');
  await ui.press(page.getByRole('button', { name: l.t('common.save'), exact: true }));
}

/** The list of two, certified and sent; the user's mandate on the representative proofs. */
export async function listAndProofs(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l, files } = j;
  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await camera.shot('shareholders-list-two');
  await ui.check(page.getByRole('checkbox', { name: l.t('shareholders.list.certification') }));
  await ui.press(page.getByRole('button', { name: l.t('shareholders.list.submit'), exact: true }));

  const name = `${j.user.firstName} ${j.user.lastName}`;
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.proofs.title', { name }) }),
  ).toBeVisible();
  await camera.shot('representative-proofs');
  const slot = page.getByRole('region', { name: l.t('shareholders.proofs.mandate') });
  const mandate = await files.pdf('delegation-de-pouvoir.pdf', 'Délégation de pouvoir');
  await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [mandate]);
  await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(mandate.name);
  await camera.shot('representative-proofs-uploaded');
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
}

/** Terms, then the strong authentication by e-mail code (set-up and validation), then success. */
export async function termsScaSuccess(j: JourneyContext, camera: Camera): Promise<void> {
  const { page, ui, l, request, user } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('terms.title') })).toBeVisible();
  await camera.shot('terms');
  const boxes = page.getByRole('group', { name: l.t('terms.acceptSection') }).getByRole('checkbox');
  for (const box of await boxes.all()) await ui.check(box);
  await camera.shot('terms-accepted');
  await ui.press(page.getByRole('button', { name: l.t('terms.finish'), exact: true }));

  const read = new Set<string>();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(l.t('sca.setupTitle'));
  await camera.shot('sca-setup-choice');
  await ui.choose(
    dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('sca.methods.email'))}`) }),
  );
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupChoice.continue'), exact: true }));
  const firstBox = page.getByRole('textbox', {
    name: new RegExp(escapeRegExp(l.t('common.codeDigit', { index: 1, count: 6 }))),
  });
  await expect(firstBox).toBeFocused();
  await camera.shot('sca-setup-code');
  await page.keyboard.type(await nextEmailedCode(request, user.email, read));
  await expect(
    dialog.getByRole('heading', { name: l.t('sca.setupDone.heading', { method: l.t('sca.methods.email') }) }),
  ).toBeVisible();
  await camera.shot('sca-setup-done');
  await ui.press(dialog.getByRole('button', { name: l.t('sca.setupDone.continue'), exact: true }));

  await expect(dialog).toHaveAccessibleName(l.t('sca.title'));
  await camera.shot('sca-validation-start');
  await ui.press(dialog.getByRole('button', { name: l.t('sca.start.sendCode'), exact: true }));
  await expect(firstBox).toBeFocused();
  await camera.shot('sca-validation-code');
  await page.keyboard.type(await nextEmailedCode(request, user.email, read));

  await expect(page).toHaveURL(/\/signup\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: l.t('success.title') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await camera.shot('success');
}
