import { readFile } from 'node:fs/promises';
import {
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  documentKindName,
  formatMoney,
  formatNumber,
  GENDER_LABELS,
  JOB_CODE_LABELS,
  MARITAL_STATUS_LABELS,
} from '@app/domain';
import { expect } from '@playwright/test';
import { apiUrl } from '../api';
import { escapeRegExp, labelPattern } from '../labels';
import { operatorSession } from '../operators';
import { frenchIbansIn, pdfText } from '../pdf-text';
import { answer } from './company-steps';
import { audit, type JourneyContext } from './context';

/**
 * A company being created by two doctors: a SELARL with 10 000 € of capital in 1 000 shares,
 * held 600 by the user and 400 by her partner.
 */
export const NEW_COMPANY = {
  name: 'SELARL des Docteurs Roche et Vidal',
  legalForm: 'SELARL',
  naf: '86.21Z',
  capital: 10_000,
  shares: 1000,
  street: '12 cours Gambetta',
  zip: '69003',
  city: 'Lyon',
};

export const ENROLLMENT_PARTNER = {
  gender: 1 as const,
  firstName: 'Hugo',
  lastName: 'Vidal',
  email: 'hugo.vidal@example.org',
  birthDate: '21111981',
  shares: 400,
};

/** The user's own holding. */
export const USER_SHARES = 600;

const textbox = (j: JourneyContext, key: string, params?: Record<string, string | number>) =>
  j.page.getByRole('textbox', { name: labelPattern(j.l.t(key, params)) });

const next = (j: JourneyContext) => j.page.getByRole('button', { name: j.l.t('common.next'), exact: true });

/** The capital a holder deposits, written as the list writes it in the journey's language. */
export const depositText = (j: JourneyContext, euros: number) =>
  j.l.t('shareholders.list.capitalToDeposit', { amount: formatMoney(j.l.language, euros) });

/**
 * The enrollment company form: no register search, no SIRET and no proof yet; the capital, its
 * number of shares (5 000 by default) and whether it is fully paid up.
 */
export async function fillEnrollmentCompany(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.form.title') })).toBeVisible();
  await expect(page.getByText(l.t('company.form.leadEnrollment'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: labelPattern(l.t('company.form.siret')) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: l.t('company.proofs.kbis') })).toHaveCount(0);
  const actions = textbox(j, 'company.form.numberOfActions');
  await expect(actions).toHaveValue('5000');
  await audit(j, 'the enrollment company form');

  await ui.fill(textbox(j, 'company.form.name'), NEW_COMPANY.name);
  // The forms that cannot be created here (a sole trader, an association...) are not offered.
  const legalForm = page.getByRole('button', { name: labelPattern(l.t('company.form.legalForm')) });
  await ui.select(legalForm, new RegExp(NEW_COMPANY.legalForm), NEW_COMPANY.legalForm);
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('company.form.naf')) }),
    new RegExp(escapeRegExp(NEW_COMPANY.naf)),
    '86.21',
  );
  await ui.fill(textbox(j, 'company.address.street'), NEW_COMPANY.street);
  await ui.fill(textbox(j, 'company.address.zip'), NEW_COMPANY.zip);
  await ui.fill(textbox(j, 'company.address.city'), NEW_COMPANY.city);
  await answer(j, l.t('company.form.sameAddress'), true);
  await ui.fill(textbox(j, 'company.form.phone'), '04 72 00 00 00');
  await ui.fill(textbox(j, 'company.form.capital'), String(NEW_COMPANY.capital));
  await ui.fill(actions, String(NEW_COMPANY.shares));
  // Not fully paid up: the paid-up capital is asked; fully paid up: it is the capital itself.
  await answer(j, l.t('company.form.capitalFullyPaid'), false);
  await expect(textbox(j, 'company.form.upCapital')).toBeVisible();
  await answer(j, l.t('company.form.capitalFullyPaid'), true);
  await expect(textbox(j, 'company.form.upCapital')).toHaveCount(0);
  await answer(j, l.t('company.form.activeNfe'), true);
  await answer(j, l.t('company.form.usPerson'), false);
  await answer(j, l.t('company.form.foreignTax'), false);
  await audit(j, 'the enrollment company form, filled in');
  await ui.press(next(j));
}

/** Back from the questionnaire: the company form shows the saved company; Next returns to the questionnaire. */
export async function returnToSavedCompany(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();
  await ui.press(page.getByRole('link', { name: l.t('common.back'), exact: true }));
  await expect(page).toHaveURL(/\/enrollment\/company$/);
  await expect(textbox(j, 'company.form.name')).toHaveValue(NEW_COMPANY.name);
  await expect(textbox(j, 'company.form.capital')).toHaveValue(/^10\s?000(\.00)?$/);
  await expect(textbox(j, 'company.form.numberOfActions')).toHaveValue(String(NEW_COMPANY.shares));
  await ui.press(next(j));
}

/** Company proofs of a company being created: draft statutes and proof of address, no Kbis. */
export async function uploadEnrollmentProofs(j: JourneyContext): Promise<void> {
  const { page, ui, l, files } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.proofs.title') })).toBeVisible();
  await expect(
    page.getByRole('region', { name: l.message(documentKindName('kbis')), exact: true }),
  ).toHaveCount(0);
  await audit(j, 'the enrollment company proofs screen');
  for (const [kind, title] of [
    ['status_project', 'Projet de statuts de la SELARL'],
    ['proof_of_address', 'Bail professionnel'],
  ] as const) {
    const slot = page.getByRole('region', { name: l.message(documentKindName(kind)), exact: true });
    const file = await files.pdf(`${kind}.pdf`, title);
    await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [file]);
    await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(file.name);
  }
  await ui.press(next(j));
}

async function birth(j: JourneyContext, date: string, zip: string, city: string) {
  const field = textbox(j, 'shareholders.person.birthDate');
  if (j.ui.keyboardOnly) {
    await j.ui.focus(field);
    await j.page.keyboard.type(date);
  } else {
    await field.pressSequentially(date);
  }
  await j.ui.fill(textbox(j, 'shareholders.person.birthZip'), zip);
  await j.ui.fill(textbox(j, 'shareholders.person.birthCity'), city);
}

const sharesField = (j: JourneyContext) =>
  textbox(j, 'shareholders.person.shares', { total: NEW_COMPANY.shares });

/** The sentence that replaces the beneficial-owner question above the threshold. */
const ownerBySharesText = (j: JourneyContext, shares: number) =>
  j.l.t('shareholders.person.ownerByShares', {
    percentage: formatNumber(j.l.language, (shares / NEW_COMPANY.shares) * 100),
    threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  });

/**
 * The user's own entry in enrollment: e-mail (her account's) and marital situation, manager,
 * 600 shares: above 25 %, so no beneficial-owner question but a sentence saying she is one.
 */
export async function completeOwnEnrollmentEntry(j: JourneyContext): Promise<void> {
  const { page, ui, l, user } = j;
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.userTitle') }),
  ).toBeVisible();
  await expect(textbox(j, 'shareholders.person.email')).toHaveValue(user.email);
  await audit(j, "the user's enrollment person form");
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[user.gender][l.language], exact: true }));
  await birth(j, '09051986', '69003', 'Lyon');
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('shareholders.person.maritalSituation')) }),
    MARITAL_STATUS_LABELS[4][l.language],
  );
  await ui.fill(textbox(j, 'company.address.street'), '3 quai Saint-Vincent');
  await ui.fill(textbox(j, 'company.address.zip'), '69001');
  await ui.fill(textbox(j, 'company.address.city'), 'Lyon');
  await answer(j, l.t('shareholders.person.isMandataryUser'), true);
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('shareholders.person.title')) }),
    JOB_CODE_LABELS.GER[l.language],
  );
  await answer(j, l.t('shareholders.person.isShareholderUser'), true);
  // At 25 % or less the question is asked; above, the form says why it is not.
  await ui.fill(sharesField(j), '200');
  await expect(
    page.getByRole('group', { name: labelPattern(l.t('shareholders.person.isBeneficialOwnerUser')) }),
  ).toBeVisible();
  await ui.fill(sharesField(j), String(USER_SHARES));
  await expect(
    page.getByRole('group', { name: labelPattern(l.t('shareholders.person.isBeneficialOwnerUser')) }),
  ).toHaveCount(0);
  await expect(page.getByText(ownerBySharesText(j, USER_SHARES))).toBeVisible();
  await answer(j, l.t('shareholders.person.isPepUser'), false);
  await answer(j, l.t('shareholders.person.isFatcaUser'), false);
  await answer(j, l.t('shareholders.person.foreignTaxUser'), false);
  await audit(j, "the user's enrollment person form, filled in");
  await ui.press(page.getByRole('button', { name: l.t('common.save'), exact: true }));
}

/**
 * The partner, added with fewer shares than he holds (300): the list then has shares left, says
 * so with the shares message and refuses to be sent even once certified.
 */
export async function addPartnerLeavingSharesOver(j: JourneyContext): Promise<void> {
  const { page, ui, l, files } = j;
  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await ui.press(
    page.getByRole('button', { name: new RegExp(`${escapeRegExp(l.t('shareholders.list.add'))}$`) }),
  );
  const modal = page.getByRole('dialog', { name: l.t('representativeType.title') });
  await ui.choose(
    modal.getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('representativeType.individual'))}`) }),
  );
  await ui.press(modal.getByRole('button', { name: l.t('representativeType.continue'), exact: true }));

  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.titleEnrollment') }),
  ).toBeVisible();
  const p = ENROLLMENT_PARTNER;
  await ui.choose(page.getByRole('radio', { name: GENDER_LABELS[p.gender][l.language], exact: true }));
  await ui.fill(textbox(j, 'shareholders.person.firstName'), p.firstName);
  await ui.fill(textbox(j, 'shareholders.person.lastName'), p.lastName);
  await ui.fill(textbox(j, 'shareholders.person.email'), p.email);
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('shareholders.person.maritalSituation')) }),
    MARITAL_STATUS_LABELS[2][l.language],
  );
  await birth(j, p.birthDate, '69006', 'Lyon');
  await answer(j, l.t('shareholders.person.isMandatary'), false);
  await answer(j, l.t('shareholders.person.isShareholder'), true);
  await ui.fill(sharesField(j), '300');
  await expect(page.getByText(ownerBySharesText(j, 300))).toBeVisible();
  await answer(j, l.t('shareholders.person.isPep'), false);
  await answer(j, l.t('shareholders.person.isFatca'), false);
  await answer(j, l.t('shareholders.person.foreignTax'), false);
  const slot = page.getByRole('region', { name: l.t('shareholders.person.identityCard') });
  const card = await files.identity(`${p.firstName} ${p.lastName}`);
  await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [card]);
  await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(card.name);
  await audit(j, "the partner's enrollment person form");
  await ui.press(page.getByRole('button', { name: l.t('common.save'), exact: true }));

  await expect(list.getByRole('listitem')).toHaveCount(2);
  const bar = page.getByRole('progressbar', { name: l.t('shareholders.list.sharesProgress') });
  await expect(bar).toHaveAttribute('aria-valuenow', '90');
  await expect(page.getByText(l.message('validation.shares_invalid'))).toBeVisible();
  await ui.check(page.getByRole('checkbox', { name: l.t('shareholders.list.certification') }));
  await expect(
    page.getByRole('button', { name: l.t('shareholders.list.submit'), exact: true }),
  ).toBeDisabled();
  await audit(j, 'the enrollment shareholders list with shares left');
}

/**
 * The partner's shares corrected to 400: the bar reaches 100 %, the list shows what each doctor
 * deposits (6 000,00 € and 4 000,00 €) and can be sent.
 */
export async function allocateEveryShareAndSubmit(j: JourneyContext): Promise<void> {
  const { page, ui, l, user } = j;
  const p = ENROLLMENT_PARTNER;
  const partnerName = `${p.firstName} ${p.lastName}`;
  await ui.press(
    page.getByRole('button', { name: l.t('shareholders.list.editPerson', { name: partnerName }) }),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('shareholders.person.titleEnrollment') }),
  ).toBeVisible();
  await ui.fill(sharesField(j), String(p.shares));
  await ui.press(page.getByRole('button', { name: l.t('common.save'), exact: true }));

  const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const userItem = list.getByRole('listitem').filter({ hasText: `${user.firstName} ${user.lastName}` });
  const partnerItem = list.getByRole('listitem').filter({ hasText: partnerName });
  await expect(userItem).toContainText(depositText(j, 6000));
  await expect(partnerItem).toContainText(depositText(j, 4000));
  const bar = page.getByRole('progressbar', { name: l.t('shareholders.list.sharesProgress') });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    l.t('shareholders.list.sharesPercent', { percentage: '100' }),
  );
  await expect(page.getByText(l.message('validation.shares_invalid'))).toHaveCount(0);
  const submit = page.getByRole('button', { name: l.t('shareholders.list.submit'), exact: true });
  const certification = page.getByRole('checkbox', { name: l.t('shareholders.list.certification') });
  if (!(await certification.isChecked())) await ui.check(certification);
  await expect(submit).toBeEnabled();
  await audit(j, 'the enrollment shareholders list, every share allocated');
  await ui.press(submit);
}

/** After terms and strong authentication: the deposit has started; nothing says an account is open. */
export async function seeDepositStarted(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await expect(page).toHaveURL(/\/enrollment\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: l.t('success.deposit.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: l.t('success.title') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: l.t('success.download'), exact: true })).toHaveCount(0);
  // The blocked deposit account, to pass on to the shareholders: its RIB holds the IBAN shown.
  const shown = (
    await page
      .locator('.copy-value__text')
      .filter({ hasText: /^FR\d{2}/ })
      .first()
      .textContent()
  )?.replace(/\s/g, '');
  expect(shown).toMatch(/^FR\d{25}$/);
  const downloading = page.waitForEvent('download');
  await ui.press(page.getByRole('button', { name: l.t('capitalDeposit.account.ribDownload'), exact: true }));
  const rib = await readFile(await (await downloading).path());
  expect(rib.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(frenchIbansIn(pdfText(rib))).toContain(shown);
  await audit(j, 'the enrollment success screen');
  // On a 320 px phone the page reflows (WCAG 1.4.10): the four steps, all done, wrap in its width.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const { width, wider } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    // What sticks out, named for the failure's message: the innermost elements past the edge.
    wider: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > 320 && element.children.length === 0)
      .map((element) => `${element.parentElement?.className} > ${element.tagName.toLowerCase()}`)
      .slice(0, 5),
  }));
  expect(
    width,
    `the enrollment success page is ${width} px wide at 320 px: ${wider.join(', ')}`,
  ).toBeLessThanOrEqual(320);
  if (viewport) await page.setViewportSize(viewport);
  await ui.press(page.getByRole('link', { name: l.t('success.deposit.track'), exact: true }));
  await expect(page).toHaveURL(/\/enrollment\/capital-deposit$/);
}

/** The opening's id, as the customer's own tracking call names it. */
async function caseIdOf(j: JourneyContext): Promise<string> {
  const stored = await j.page.evaluate(() => window.localStorage.getItem('pro-sante.progress'));
  const id = (JSON.parse(stored ?? '{}') as { company?: { id?: string } | null }).company?.id;
  expect(id, "the company id of the opening, from the app's stored progress").toBeTruthy();
  return id as string;
}

/**
 * A reviewer starts the bank's review of the case and accepts its documents; a supervisor who did
 * not review it approves.
 */
async function bankReviewsAndApproves(caseId: string): Promise<void> {
  const reviewer = await operatorSession('reviewer', 'Rémi Vasseur', apiUrl());
  const supervisor = await operatorSession('supervisor', 'Sophie Garnier', apiUrl());
  try {
    const review = await reviewer.post(`/backoffice/cases/${caseId}/review`);
    expect(review.status, review.text).toBe(200);
    await reviewer.acceptEveryDocument(caseId);
    const approval = await supervisor.post(`/backoffice/cases/${caseId}/approve`);
    expect(approval.status, approval.text).toBe(200);
  } finally {
    await reviewer.dispose();
    await supervisor.dispose();
  }
}

/** A payer's IBAN in the SEPA area (a valid French one). */
const SEPA_IBAN = 'FR7630006000011234567890189';

/** The bank's core system reports an incoming transfer on the blocked account (service credential). */
async function postTransfer(
  j: JourneyContext,
  transfer: { id: string; payer: string; amount: string; reference: string; account: string },
): Promise<void> {
  const token = process.env.E2E_BANK_FEED_TOKEN;
  expect(token, 'E2E_BANK_FEED_TOKEN: the bank feed credential the API was started with').toBeTruthy();
  const response = await j.request.post(`${apiUrl()}/bank-feed/transfers`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      transfer_id: transfer.id,
      payer_name: transfer.payer,
      payer_iban: SEPA_IBAN,
      account_iban: transfer.account,
      amount: transfer.amount,
      reference: transfer.reference,
      value_date: new Date().toISOString().slice(0, 10),
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * The tracking page: the blocked account and each doctor's instructions; transfers arrive from the
 * bank feed and the page follows without a reload (a held one shown as not counted, with its
 * reason); once everything is received, the certificate and the Kbis upload.
 */
export async function followCapitalDeposit(j: JourneyContext): Promise<void> {
  const { page, l, user } = j;
  const p = ENROLLMENT_PARTNER;
  await expect(page.getByRole('heading', { level: 1, name: l.t('capitalDeposit.title') })).toBeVisible();
  await expect(
    page.getByRole('button', { name: l.t('capitalDeposit.copy', { label: 'IBAN' }) }),
  ).toBeVisible();
  const userName = `${user.firstName} ${user.lastName}`;
  const partnerName = `${p.firstName} ${p.lastName}`;
  const holderCard = (name: string) => page.getByRole('listitem', { name });
  for (const [name, due] of [
    [userName, 6000],
    [partnerName, 4000],
  ] as const) {
    await expect(holderCard(name)).toContainText(formatMoney(l.language, due));
    await expect(holderCard(name)).toContainText(l.t('capitalDeposit.status.waiting'));
  }
  await audit(j, 'the capital deposit tracking page, waiting');
  const referenceOf = async (name: string) =>
    (await holderCard(name).locator('.copy-value__text').textContent())?.trim() ?? '';
  const userReference = await referenceOf(userName);
  const partnerReference = await referenceOf(partnerName);
  expect(userReference).not.toBe('');
  expect(userReference).not.toBe(partnerReference);
  const live = page.locator('[aria-live="polite"]').filter({ hasText: formatMoney(l.language, 10_000) });
  // The blocked account every transfer credits, as the page shows it to the shareholders.
  const account = (
    await page
      .locator('.copy-value__text')
      .filter({ hasText: /^FR\d{2}/ })
      .first()
      .textContent()
  )
    ?.replaceAll(' ', '')
    .trim();
  expect(account).toMatch(/^FR\d{25}$/);

  await postTransfer(j, {
    id: `e2e-${Date.now()}-1`,
    payer: userName,
    amount: '6000.00',
    reference: userReference,
    account: account ?? '',
  });
  await expect(holderCard(userName)).toContainText(l.t('capitalDeposit.status.received'), {
    timeout: 15_000,
  });
  await expect(live).toContainText(formatMoney(l.language, 6000));

  // From an account in another name: held for the bank's review, not counted.
  await postTransfer(j, {
    id: `e2e-${Date.now()}-2`,
    payer: 'SCI Les Tilleuls',
    amount: '4000.00',
    reference: partnerReference,
    account: account ?? '',
  });
  await expect(holderCard(partnerName)).toContainText(l.t('capitalDeposit.status.held_for_review'), {
    timeout: 15_000,
  });
  await expect(holderCard(partnerName)).toContainText(l.t('capitalDeposit.holdReason.payer_name_mismatch'));
  await audit(j, 'the capital deposit tracking page, a transfer held');

  await postTransfer(j, {
    id: `e2e-${Date.now()}-3`,
    payer: partnerName,
    amount: '4000.00',
    reference: partnerReference,
    account: account ?? '',
  });
  // Paid is not yet certified: the certificate waits for the bank's review and a second operator's approval.
  await expect(page.getByText(l.t('capitalDeposit.reviewTitle'))).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('button', { name: l.t('capitalDeposit.certificate.download'), exact: true }),
  ).toHaveCount(0);
  await audit(j, 'the capital deposit tracking page, paid and under review');
  await bankReviewsAndApproves(await caseIdOf(j));
  await expect(page.getByText(l.t('capitalDeposit.completeTitle'))).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('button', { name: l.t('capitalDeposit.certificate.download'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: l.t('capitalDeposit.kbis.title') })).toBeVisible();
  await audit(j, 'the capital deposit tracking page, complete');

  const downloading = page.waitForEvent('download');
  await j.ui.press(
    page.getByRole('button', { name: l.t('capitalDeposit.certificate.download'), exact: true }),
  );
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
}
