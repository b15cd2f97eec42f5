import type { Locale } from '@app/domain';
import { test } from '@playwright/test';
import { createAccount, newPerson } from '../src/api';
import { resumeWithLink, uploadAccountProofs } from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { fromCompanyToRib } from '../src/journey/signup-journey';

// The same journey in the browser's language: the app picks English or German from the
// browser and every label below is read from that language's files. The account is created
// over the API (the account screen is covered in French); the user resumes from the link.
const LANGUAGES: Array<{ locale: string; language: Locale; person: [string, string] }> = [
  { locale: 'en-GB', language: 'en', person: ['Emma', 'Benard'] },
  { locale: 'de-DE', language: 'de', person: ['Lena', 'Benard'] },
];

for (const { locale, language, person } of LANGUAGES) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });

    test(`the whole signup journey runs in ${language === 'en' ? 'English' : 'German'}, down to the RIB`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const user = newPerson(...person);
      const account = await createAccount(request, user);
      const j = journeyContext({ page, browser, request, mode: 'pointer', audit: true, language, user });
      await resumeWithLink(j, account.token);
      await uploadAccountProofs(j);
      await fromCompanyToRib(j);
    });
  });
}
