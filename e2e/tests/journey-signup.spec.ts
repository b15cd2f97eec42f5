import { test } from '@playwright/test';
import { newPerson } from '../src/api';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { fromCompanyToRib } from '../src/journey/signup-journey';

// The whole signup of an existing practice as a new user does it, in French with the mouse,
// with an axe-core audit of every screen and modal on the way.
test('a new user opens the account of a practice found in the register, from the home page to the RIB', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'pointer',
    audit: true,
    language: 'fr',
    user: newPerson('Camille', 'Benard'),
  });
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j);
  await fromCompanyToRib(j);
});
