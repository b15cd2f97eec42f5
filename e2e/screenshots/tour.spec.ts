import type { Locale } from '@app/domain';
import { test } from '@playwright/test';
import { newPerson } from '../src/api';
import { journeyContext } from '../src/journey/context';
import { Camera } from './camera';
import { accountAndProofs, companyProofs, companySearchAndForms, kycParts } from './tour-account-company';
import { enrollmentTour } from './tour-enrollment';
import { companyMandate, listAndProofs, ownEntry, secondPerson, termsScaSuccess } from './tour-people-finish';
import { accountFormStates, contactForm, homeAndCookies, loginModal, requiredDocuments } from './tour-start';

// A picture of every screen and modal of the signup, in each language the app ships: the
// browser asks for the language (as a visitor's would), and the journey finds its controls by
// that language's words. Run with `npm run screenshots -w e2e`; the pictures are in
// screenshots/out/<locale>/. This is not a test suite: it is looked at, not asserted on.
const LANGUAGES: Array<{ locale: string; language: Locale; person: [string, string] }> = [
  { locale: 'fr-FR', language: 'fr', person: ['Camille', 'Benard'] },
  { locale: 'en-GB', language: 'en', person: ['Emma', 'Benard'] },
  { locale: 'de-DE', language: 'de', person: ['Lena', 'Benard'] },
];

/** The mobile pictures are numbered after the desktop ones, in the same folder. */
const MOBILE = { first: 90, prefix: 'mobile-' };

/** The enrollment pictures are numbered between the signup and the mobile ones, in the same folder. */
const ENROLLMENT = { first: 60, prefix: '' };

for (const { locale, language, person } of LANGUAGES) {
  test.describe(`${language}`, () => {
    test.use({ locale });

    test(`desktop tour (${language})`, async ({ page, browser, request }) => {
      const user = newPerson(...person);
      const j = journeyContext({ page, browser, request, mode: 'pointer', audit: false, language, user });
      const camera = new Camera(page, language);
      await homeAndCookies(j, camera);
      await contactForm(j, camera);
      await loginModal(j, camera);
      await requiredDocuments(j, camera);
      await accountFormStates(j, camera);
      await accountAndProofs(j, camera);
      await companySearchAndForms(j, camera);
      await kycParts(j, camera);
      await companyProofs(j, camera);
      await ownEntry(j, camera);
      await companyMandate(j, camera);
      await secondPerson(j, camera);
      await listAndProofs(j, camera);
      await termsScaSuccess(j, camera);
    });

    test(`enrollment tour (${language})`, async ({ page, browser, request }) => {
      test.setTimeout(600_000);
      const user = newPerson(person[0], 'Roche');
      const j = journeyContext({ page, browser, request, mode: 'pointer', audit: false, language, user });
      await enrollmentTour(j, new Camera(page, language, ENROLLMENT));
    });

    test.describe('mobile', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test(`mobile tour (${language})`, async ({ page, browser, request }) => {
        const user = newPerson(...person);
        const j = journeyContext({ page, browser, request, mode: 'pointer', audit: false, language, user });
        const camera = new Camera(page, language, MOBILE);
        await homeAndCookies(j, camera);
        await requiredDocuments(j, camera);
        await accountFormStates(j, camera);
      });
    });
  });
}
