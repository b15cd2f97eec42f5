import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_TERMS } from '../companies/ready-company';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { answerWithEmail } from '../sca/sca-test-kit';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

/** A variant of a listed demo person (Sergey Vladimirovich Vorontsevich, in both demo lists). */
const LISTED_VARIANT = { first_name: 'Sergei', last_name: 'Vorontsevitch', birth_date: '1961-04-12' };

let t: TestApp;
let customer: HttpCustomer;

const hitsOfCase = () =>
  t.deps.db
    .selectFrom('screening_hits')
    .select(['subject_id', 'list', 'entry_id', 'status'])
    .where('company_id', '=', customer.companyId)
    .orderBy('list')
    .execute();

const saveRepresentative = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/representatives/${customer.representativeId}?companyId=${customer.companyId}`,
    headers: customer.user.headers,
    payload: body,
  });

/** The customer submits the file, confirming with their e-mail method. */
async function submit() {
  const complete = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/companies/${customer.companyId}/complete`,
      headers: { ...customer.user.headers, ...headers },
      payload: ACCEPTED_TERMS,
    });
  const asked = await complete();
  expect(asked.statusCode, asked.body).toBe(399);
  const challengeId = await answerWithEmail(t.app, t.deps, customer.user, asked.json().challenge.id);
  return complete({ 'x-sca-challenge': challengeId });
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
  customer = await buildHttpCustomer(t, { marker: 'Journeyscreen', complete: false });
});
afterAll(async () => t?.close());

describe('the screening in the opening journey', () => {
  it('screens nobody while the journey is being filled in', async () => {
    const saved = await saveRepresentative(LISTED_VARIANT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await hitsOfCase()).toEqual([]);
  });

  it('screens every person and the company at submission: the listed person is flagged on both lists', async () => {
    const completed = await submit();
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await hitsOfCase()).toEqual([
      { subject_id: customer.representativeId, list: 'eu_fsf', entry_id: '990101', status: 'open' },
      { subject_id: customer.representativeId, list: 'fr_gels', entry_id: '9001', status: 'open' },
    ]);
    expect(await t.app.services.screening.screeningSummary(customer.companyId)).toMatchObject({ open: 2 });
  });

  it('feeds the risk rating: the open hits are a factor of the case’s rating', async () => {
    const results = await t.app.services.screening.riskResults(t.deps.db, customer.companyId);
    expect(results).toEqual({ potentialMatches: 2, confirmedMatches: 0 });
  });

  it('screens a person again when they change after submission, one hit per subject and entry', async () => {
    await t.deps.db.deleteFrom('screening_hits').where('company_id', '=', customer.companyId).execute();
    // The customer's journey is closed once submitted: the change comes through the people's
    // service, as the bank's own corrections do. The same person saved twice: recorded once.
    const target = {
      id: customer.representativeId,
      userId: customer.user.id,
      companyId: customer.companyId,
    };
    for (const _ of [1, 2]) {
      await t.app.services.people.persons.update(target, { ...LISTED_VARIANT, first_name: 'Sergueï' });
    }
    const hits = await hitsOfCase();
    expect(hits.map((hit) => [hit.subject_id, hit.list])).toEqual([
      [customer.representativeId, 'eu_fsf'],
      [customer.representativeId, 'fr_gels'],
    ]);
  });
});
