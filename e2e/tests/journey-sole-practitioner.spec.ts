import { expect, test } from '@playwright/test';
import { newPerson } from '../src/api';
import { journeyContext } from '../src/journey/context';
import { downloadRib } from '../src/journey/finish-steps';
import { typedSolePractitioner } from '../src/journey/sole-practitioner-steps';
import { JourneyTally } from '../src/tally';

/**
 * The same journey when a sole trader was treated as a company (no due diligence of her own, no
 * RPPS check, statutes and a company address proof required), as this test counted it then.
 */
const BEFORE = { screens: 17, fields: 30, clicks: 25, uploads: 5 };

test('a general practitioner in private practice (EI) opens her account, from the home page to the RIB', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'pointer',
    audit: true,
    language: 'fr',
    user: newPerson('Sophie', 'Le Goff'),
  });
  const tally = new JourneyTally(page);
  j.ui.tally = tally;
  await typedSolePractitioner(j, tally);
  await downloadRib(j);
  await tally.seen();
  const after = tally.counts;
  // What the journey asked of her before she was treated as a person, and what it asks now.
  expect(after.uploads).toBeLessThan(BEFORE.uploads);
  expect(after.screens).toBeLessThanOrEqual(BEFORE.screens);
  // The figures of the journey, printed with the run's report.
  process.stdout.write(
    `before ${JSON.stringify(BEFORE)}\nafter ${JSON.stringify(after)}\n${tally.screenList.join('\n')}\n`,
  );
});
