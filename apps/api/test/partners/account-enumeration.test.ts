import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { signupCompany } from '../companies/company-bodies';
import { signUpOverHttp } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { createRequest, newPartner, operatingCompanyRequest, partnerToken } from './partner-kit';

/**
 * Banking secrecy: the bank never tells a partner whether someone is its customer. A request made
 * for the e-mail of an existing account reads as one made for a stranger (pending) until the
 * customer begins that opening themselves; from then on both read the same (processing).
 */
const clock = fixedClock(new Date('2026-11-28T09:00:00Z'));

describe('the partner cannot learn whether an e-mail belongs to a customer', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
    headers = await partnerToken(t, await newPartner(t));
  });
  afterAll(async () => t.close());

  const person = (email: string) => ({ ...operatingCompanyRequest().person, email });
  const read = async (uuid: string) =>
    (await t.app.inject({ method: 'GET', url: `/partner/v1/signup-requests/${uuid}`, headers })).json();
  const listed = async (uuid: string) =>
    (await t.app.inject({ method: 'GET', url: '/partner/v1/signup-requests?limit=100', headers }))
      .json()
      .items.find((item: { uuid: string }) => item.uuid === uuid);
  /** What may differ between two requests for two people: their ids, links and the person's own words. */
  const comparable = ({ uuid: _u, link: _l, person: _p, ...rest }: Record<string, unknown>) => rest;

  it('answers a request for a customer’s e-mail as one for a stranger’s, created, read and listed', async () => {
    const customer = await createTestUser(t.deps);
    const forCustomer = await createRequest(
      t,
      headers,
      'enum-customer',
      operatingCompanyRequest({ person: person(customer.email), send_link_by_email: true }),
    );
    const forStranger = await createRequest(
      t,
      headers,
      'enum-stranger',
      operatingCompanyRequest({ person: person('nobody-yet@example.test'), send_link_by_email: true }),
    );
    expect(forCustomer.status).toBe('pending');
    expect(comparable(forCustomer)).toEqual(comparable(forStranger));
    expect(comparable(await read(forCustomer.uuid))).toEqual(comparable(await read(forStranger.uuid)));
    expect(comparable(await listed(forCustomer.uuid))).toEqual(comparable(await listed(forStranger.uuid)));
    // The customer holds it all the same: it is in their list at their next login.
    const held = await t.deps.db
      .selectFrom('signup_requests')
      .select(['user_id', 'status'])
      .where('id', '=', forCustomer.uuid)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ user_id: customer.id, status: 'processing' });
  });

  it('says processing once the customer has begun the opening, whichever way they came', async () => {
    const customer = await createTestUser(t.deps);
    const forCustomer = await createRequest(
      t,
      headers,
      'begun-customer',
      operatingCompanyRequest({ person: person(customer.email) }),
    );
    const forStranger = await createRequest(
      t,
      headers,
      'begun-stranger',
      operatingCompanyRequest({ person: person('newcomer@example.test') }),
    );
    // The stranger creates an account from the link: still no opening begun.
    const newcomer = await signUpOverHttp(t, {
      email: 'newcomer@example.test',
      signupRequestId: forStranger.uuid,
    });
    expect((await read(forStranger.uuid)).status).toBe('pending');

    // Each saves the company of the request's opening.
    for (const [user, uuid] of [
      [customer, forCustomer.uuid],
      [newcomer, forStranger.uuid],
    ] as const) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/companies',
        headers: { ...user.headers, 'x-signup-request-id': uuid },
        payload: signupCompany(),
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    expect(await read(forCustomer.uuid)).toMatchObject({
      status: 'processing',
      opening_status: 'journey_in_progress',
    });
    expect(await read(forStranger.uuid)).toMatchObject({
      status: 'processing',
      opening_status: 'journey_in_progress',
    });
  });
});
