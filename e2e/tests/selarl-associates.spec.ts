import { expect, test } from '@playwright/test';
import { newPerson, uniqueEmail } from '../src/api';
import { openCase, signIn } from '../src/backoffice';
import {
  fillAccountForm,
  readRequiredDocuments,
  startFromHome,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import { journeyContext } from '../src/journey/context';
import { PARTNER } from '../src/journey/people-steps';
import { fromCompanyToRib } from '../src/journey/signup-journey';
import { createOperator } from '../src/operators';

// A SELARL of 1,000 shares held 50/50 by its two associates: the list shows each at 50 % of the
// declared shares and as beneficial owner (the journey's steps check it), the bank's case page the split.
test('a SELARL with two 50/50 associates: each at 50 % and beneficial owner, the case page shows the split', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const user = newPerson('Camille', 'Benard');
  user.email = uniqueEmail('associes');
  const j = journeyContext({ page, browser, request, mode: 'pointer', audit: false, language: 'fr', user });
  await startFromHome(j);
  await readRequiredDocuments(j);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });
  await fromCompanyToRib(j);

  const reviewer = createOperator('reviewer', uniqueEmail('revue-associes'), 'Rémi Vasseur');
  const back = await browser.newPage();
  await signIn(back, reviewer.email, reviewer.totpSecret);
  await openCase(back, user.email);
  const people = back.getByRole('region', { name: 'Les personnes' });
  for (const name of [`${user.firstName} ${user.lastName}`, `${PARTNER.firstName} ${PARTNER.lastName}`]) {
    const row = people.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Bénéficiaire effectif');
    await expect(row).toContainText(/50\s%\s\(500\ssur\s1\s000\)/);
  }
});
