import { documentKindName } from '@app/domain';
import { expect, type Locator } from '@playwright/test';
import { escapeRegExp, labelPattern } from '../labels';
import { audit, type JourneyContext } from './context';

/** A practice of the demo register with three establishments (its head office in Gond-Pontouvre). */
export const REGISTER_COMPANY = {
  query: 'docteurs Benard Nicolas',
  name: 'SELARL DES DOCTEURS BENARD ET NICOLAS',
  siren: '591809447',
  headOfficeCity: 'GOND-PONTOUVRE',
  naf: '86.21Z',
};

/** The capital every signup company of these journeys declares: 1,000 shares, two 50/50 associates. */
export const COMPANY_CAPITAL = { amount: '10000', shares: '1000' };

/** A practice typed in by hand (not in the register). */
export const MANUAL_COMPANY = { name: 'SCM Cabinet des Remparts', siret: '732 829 320 00074' };

/** A yes/no question (or any radio group) answered by its legend. */
export async function answer(j: JourneyContext, legend: string, yes: boolean, scope?: Locator) {
  const group = (scope ?? j.page).getByRole('group', { name: labelPattern(legend) });
  await j.ui.choose(group.getByRole('radio', { name: j.l.t(yes ? 'common.yes' : 'common.no'), exact: true }));
}

/** Company search: a healthcare practice of the register found by name, then its head office. */
export async function findCompanyInRegister(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  await audit(j, 'the company search');
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.search.label'), exact: true }),
    REGISTER_COMPANY.query,
  );
  await ui.press(page.getByRole('button', { name: l.t('company.search.submit'), exact: true }));
  const results = page.getByRole('list', { name: l.t('company.search.resultsLabel') });
  const result = results.getByRole('button', { name: new RegExp(`^${escapeRegExp(REGISTER_COMPANY.name)}`) });
  await expect(result).toBeVisible();
  await expect(result).toContainText(l.t('company.search.siren', { siren: '591 809 447' }));
  await audit(j, 'the company search results');
  await ui.press(result);

  // Several establishments: the user picks the head office.
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.headquarter.title') })).toBeVisible();
  const establishments = page.getByRole('list', { name: l.t('company.headquarter.listLabel') });
  await expect(establishments.getByRole('button')).toHaveCount(3);
  await audit(j, 'the headquarter choice');
  const headOffice = establishments.getByRole('button', {
    name: new RegExp(escapeRegExp(l.t('company.headquarter.headOffice'))),
  });
  await expect(headOffice).toContainText(REGISTER_COMPANY.headOfficeCity);
  await ui.press(headOffice);
}

/** The answers the register cannot give: activity address, phone, capital and shares, tax situation. */
async function answerCompanyQuestions(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await answer(j, l.t('company.form.sameAddress'), true);
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.form.phone'), exact: true }),
    '05 45 00 00 00',
  );
  // Each holding is counted against the declared number of shares.
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('company.form.capital')) }),
    COMPANY_CAPITAL.amount,
  );
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('company.form.numberOfActions')) }),
    COMPANY_CAPITAL.shares,
  );
  await answer(j, l.t('company.form.activeNfe'), true);
  await answer(j, l.t('company.form.usPerson'), false);
  await answer(j, l.t('company.form.foreignTax'), false);
}

/** Company information prefilled from the register; the registration proof (Kbis) is added. */
export async function completeRegisteredCompany(j: JourneyContext): Promise<void> {
  const { page, ui, l, files } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.form.title') })).toBeVisible();
  await expect(page.getByText(l.t('company.form.lead'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: l.t('company.form.name'), exact: true })).toHaveValue(
    REGISTER_COMPANY.name,
  );
  await expect(page.getByRole('textbox', { name: l.t('company.form.siret'), exact: true })).toHaveValue(
    new RegExp(`^${REGISTER_COMPANY.siren.replace(/(\d{3})/g, '$1\\s?')}`),
  );
  await expect(page.getByRole('button', { name: labelPattern(l.t('company.form.naf')) })).toContainText(
    REGISTER_COMPANY.naf,
  );
  await answerCompanyQuestions(j);
  const next = page.getByRole('button', { name: l.t('common.next'), exact: true });
  await expect(next).toBeDisabled();
  const proof = page.getByRole('region', { name: l.t('company.proofs.kbis') });
  const kbis = await files.pdf('extrait-kbis.pdf', 'Extrait Kbis');
  await ui.upload(proof.getByRole('button', { name: l.t('documents.browse') }), [kbis]);
  await expect(proof.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(kbis.name);
  await audit(j, 'the company information form');
  await ui.press(next);
}

/** The register is not used: every company field typed by hand (degraded mode). */
export async function enterCompanyManually(j: JourneyContext): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  // A practice the register does not know: the search says so and offers the manual entry.
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.search.label'), exact: true }),
    MANUAL_COMPANY.name,
  );
  await ui.press(page.getByRole('button', { name: l.t('company.search.submit'), exact: true }));
  const notFound = page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({
      hasText: l.t('company.search.notFound'),
    });
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText(l.t('company.search.retryWithNumber'));
  await audit(j, 'the company search without result');
  await ui.press(notFound.getByRole('button', { name: l.t('company.search.manual'), exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.form.title') })).toBeVisible();
  await expect(page.getByText(l.t('company.form.leadManual'))).toBeVisible();
  await expect(page.getByText(l.t('company.form.degradedInfo'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: l.t('company.form.name'), exact: true })).toHaveValue('');
  await audit(j, 'the company form in manual mode');

  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.form.name'), exact: true }),
    MANUAL_COMPANY.name,
  );
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('company.form.legalForm')) }),
    /SCM/,
    'SCM',
  );
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.form.siret'), exact: true }),
    MANUAL_COMPANY.siret,
  );
  await ui.select(
    page.getByRole('button', { name: labelPattern(l.t('company.form.naf')) }),
    /86\.21Z/,
    '86.21',
  );
  await ui.fill(
    page.getByRole('textbox', { name: l.t('company.address.street'), exact: true }),
    '4 rue des Remparts',
  );
  await ui.fill(page.getByRole('textbox', { name: l.t('company.address.zip'), exact: true }), '16000');
  await ui.fill(page.getByRole('textbox', { name: l.t('company.address.city'), exact: true }), 'Angoulême');
  await answerCompanyQuestions(j);
  await audit(j, 'the company form filled in by hand');
  const next = page.getByRole('button', { name: l.t('common.next'), exact: true });
  // Typed-in information is checked later on the proofs: the form goes on without a file.
  await expect(next).toBeEnabled();
  await ui.press(next);
}

/**
 * KYC: the questions come from the server; every question of each part left unanswered is
 * answered (first choice of each list, an amount or a word in text fields), a proposal left as
 * it is, then the answers are saved.
 */
export async function answerKyc(
  j: JourneyContext,
  /** Checks a part as it opens, before anything is answered (the proposals shown there). */
  onPart?: (part: number) => Promise<void>,
): Promise<void> {
  const { page, ui, l } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeVisible();
  const form = page.locator('form');
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThan(1);
  for (let part = 1; part <= total; part += 1) {
    await expect(progress).toHaveAttribute('aria-valuenow', String(part));
    await onPart?.(part);
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
    // Every part: the later ones bring other question types (lists, amounts, checkboxes, text).
    await audit(j, `the KYC questionnaire, part ${part} of ${total}, answered`);
    await ui.press(
      page.getByRole('button', { name: part === total ? l.t('kyc.save') : l.t('common.next'), exact: true }),
    );
    // The next part starts at the title, so its questions are read first.
    if (part < total) {
      await expect(page.getByRole('heading', { level: 1, name: l.t('kyc.title') })).toBeFocused();
    }
  }
}

/** Company proofs: the statutes and the proof of the company's address (PDFs). */
export async function uploadCompanyProofs(j: JourneyContext): Promise<void> {
  const { page, ui, l, files } = j;
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.proofs.title') })).toBeVisible();
  await audit(j, 'the company proofs screen');
  for (const [kind, title] of [
    ['status', 'Statuts de la SELARL'],
    ['proof_of_address', 'Bail professionnel'],
  ] as const) {
    const slot = page.getByRole('region', { name: l.message(documentKindName(kind)), exact: true });
    const file = await files.pdf(`${kind}.pdf`, title);
    await ui.upload(slot.getByRole('button', { name: l.t('documents.browse') }), [file]);
    await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(file.name);
  }
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
}
