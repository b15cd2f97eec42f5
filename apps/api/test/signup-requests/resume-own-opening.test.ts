import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { move, openingWithAccount, reportsOf } from '../status-reports/report-kit';

const PASSWORD = 'Molaire-Tilleul-42';
const account = (email: string) => ({
  gender: 1,
  first_name: 'Aurore',
  last_name: 'Lemaire',
  email,
  email_repeat: email,
  phone: '+33 6 01 02 03 04',
  password: PASSWORD,
  password_repeat: PASSWORD,
  registration_type: 'existing_company',
  nationality: 'FR',
});
const basic = (email: string, password = PASSWORD) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

describe('login resumes an opening begun in the web journey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic(email, password) },
    });

  it('lists the web opening with its company after the login, once however many logins, and resumes it', async () => {
    const email = 'web.leaver@example.test';
    const signup = await t.app.inject({ method: 'POST', url: '/user', payload: account(email) });
    expect(signup.statusCode).toBe(201);
    const company = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: { authorization: `Bearer ${signup.json().token}` },
      payload: signupCompany({ name: 'Cabinet des Tilleuls' }),
    });
    expect(company.statusCode, company.body).toBe(201);

    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const listed = first.json().signup_request;
    expect(listed).toEqual([
      expect.objectContaining({
        type: 'existing_company',
        status: 'processing',
        company_name: 'Cabinet des Tilleuls',
        siren: '123456789',
      }),
    ]);
    const second = await login(email);
    expect(second.json().signup_request.map((request: { uuid: string }) => request.uuid)).toEqual([
      listed[0].uuid,
    ]);

    // The resume path of a request answers this user with the session they hold.
    const token = second.json().token as string;
    const resumed = await t.app.inject({
      method: 'GET',
      url: `/signup/request/${listed[0].uuid}/user`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ uuid: signup.json().uuid, token, first_name: 'Aurore' });
  });

  it('adds nothing beside a partner request the person already took', async () => {
    const email = 'partner.taker@example.test';
    const created = await t.app.services.signupRequests.createSignupRequest({
      type: 'existing_company',
      company_name: 'Kiné du Port',
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { 'x-signup-request-id': created.uuid },
      payload: account(email),
    });
    expect(signup.statusCode).toBe(201);
    const answer = await login(email);
    expect(answer.json().signup_request).toEqual([
      expect.objectContaining({ uuid: created.uuid, company_name: 'Kiné du Port' }),
    ]);
  });

  it('writes nothing for a wrong password', async () => {
    const email = 'wrong.password@example.test';
    const signup = await t.app.inject({ method: 'POST', url: '/user', payload: account(email) });
    const refused = await login(email, 'Not-the-password-1');
    expect(refused.statusCode).toBe(401);
    const rows = await t.deps.db
      .selectFrom('signup_requests')
      .select('id')
      .where('user_id', '=', signup.json().uuid)
      .execute();
    expect(rows).toEqual([]);
  });

  it('never names the web request to the insurer in a status report', async () => {
    const { user, companyId } = await openingWithAccount(t);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    await move(t, companyId, 'submitted');
    const reports = await reportsOf(t, companyId);
    expect(reports).toEqual([
      expect.objectContaining({ type: 'opening.in_opening', signup_request_id: null }),
    ]);
  });
});
