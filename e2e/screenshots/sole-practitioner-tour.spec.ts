import { documentKindName, type Locale } from '@app/domain';
import { expect, test } from '@playwright/test';
import { newPerson } from '../src/api';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { answer, answerKyc } from '../src/journey/company-steps';
import { type JourneyContext, journeyContext } from '../src/journey/context';
import { labelPattern } from '../src/labels';
import { Camera } from './camera';

// A general practitioner (EI) whose home is not her practice: her business form and her
// documents step (the practice's address proof), in each language, at desktop and phone widths.
// Looked at, not asserted on: run with `npm run screenshots -w e2e -- sole-practitioner`.
const LANGUAGES: Array<{ locale: string; language: Locale }> = [
  { locale: 'fr-FR', language: 'fr' },
  { locale: 'en-GB', language: 'en' },
  { locale: 'de-DE', language: 'de' },
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
];

async function soleTraderSteps(j: JourneyContext, camera: Camera, prefix: string) {
  const { page, ui, l } = j;
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });
  await ui.fill(page.getByRole('textbox', { name: l.t('company.search.label'), exact: true }), '301580155');
  await ui.press(page.getByRole('button', { name: l.t('company.search.submit'), exact: true }));
  await ui.press(
    page
      .getByRole('list', { name: l.t('company.search.resultsLabel') })
      .getByRole('button', { name: /LE GOFF/ }),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('company.form.title_business') }),
  ).toBeVisible();
  await camera.shot(`${prefix}business-form`);
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('company.form.phone_business')) }),
    '0164000000',
  );
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('company.holder.professionalNumber')) }),
    '19000000018',
  );
  await page
    .getByRole('textbox', { name: labelPattern(l.t('shareholders.person.birthDate')) })
    .pressSequentially('02071984');
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('shareholders.person.birthZip')) }),
    '77330',
  );
  await ui.fill(
    page.getByRole('textbox', { name: labelPattern(l.t('shareholders.person.birthCity')) }),
    'Ozoir-la-Ferrière',
  );
  await answer(j, l.t('company.holder.homeIsPractice'), false);
  const home = page.getByRole('group', { name: labelPattern(l.t('company.holder.homeSection')) });
  await ui.fill(
    home.getByRole('textbox', { name: labelPattern(l.t('company.address.street')) }),
    '3 allée des Tilleuls',
  );
  await ui.fill(home.getByRole('textbox', { name: labelPattern(l.t('company.address.zip')) }), '77330');
  await ui.fill(
    home.getByRole('textbox', { name: labelPattern(l.t('company.address.city')) }),
    'Ozoir-la-Ferrière',
  );
  await answer(j, l.t('shareholders.person.isPepUser'), false);
  await answer(j, l.t('shareholders.person.isFatcaUser'), false);
  await answer(j, l.t('shareholders.person.foreignTaxUser'), false);
  const proof = page.getByRole('region', { name: l.message(documentKindName('activity_proof', 'EI')) });
  await ui.upload(proof.getByRole('button', { name: l.t('documents.browse') }), [
    await j.files.pdf('avis-situation-insee.pdf', 'Avis de situation au répertoire SIRENE'),
  ]);
  await expect(proof.getByRole('list', { name: l.t('documents.filesLabel') })).toBeVisible();
  await camera.shot(`${prefix}business-form-filled`);
  await ui.press(page.getByRole('button', { name: l.t('common.next'), exact: true }));
  await answerKyc(j);
  await expect(
    page.getByRole('heading', { level: 1, name: l.t('company.proofs.title_business') }),
  ).toBeVisible();
  await camera.shot(`${prefix}documents`);
}

for (const { locale, language } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language} ${width.name}`, () => {
      test.use({ locale, viewport: width.viewport, isMobile: width.mobile, hasTouch: width.mobile });
      test(`a sole practitioner's business form and documents (${language}, ${width.name})`, async ({
        page,
        browser,
        request,
      }) => {
        test.setTimeout(300_000);
        const user = newPerson('Sophie', 'Le Goff');
        const j = journeyContext({ page, browser, request, mode: 'pointer', audit: false, language, user });
        const camera = new Camera(page, language, { first: width.mobile ? 80 : 70, prefix: 'sole-' });
        await soleTraderSteps(j, camera, `${width.name}-`);
      });
    });
  }
}
