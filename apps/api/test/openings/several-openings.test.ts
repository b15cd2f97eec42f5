import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newPartner, operatingCompanyRequest, partnerToken } from '../partners/partner-kit';

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
const basic = (email: string) => `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`;

describe('several openings per person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  function inject(options: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    token?: string;
    request?: string;
    payload?: unknown;
  }) {
    return t.app.inject({
      method: options.method,
      url: options.url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.request ? { 'x-signup-request-id': options.request } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  }
  const login = (email: string) =>
    t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic(email) },
    });

  /** A person with an account, a first company (web journey) and a second opening started from the home page. */
  async function personWithTwoOpenings(email: string) {
    const signup = await t.app.inject({ method: 'POST', url: '/user', payload: account(email) });
    expect(signup.statusCode, signup.body).toBe(201);
    const token = signup.json().token as string;
    const first = await inject({
      method: 'POST',
      url: '/companies',
      token,
      payload: signupCompany({ name: 'Cabinet des Tilleuls' }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const started = await inject({ method: 'POST', url: '/signup/request', token });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ status: 'processing', company_id: null, last_name: 'Lemaire' });
    const second = await inject({
      method: 'POST',
      url: '/companies',
      token,
      request: started.json().uuid,
      payload: signupCompany({ name: 'Kiné du Port', siret: '987 654 324 00019' }),
    });
    expect(second.statusCode, second.body).toBe(201);
    return {
      token,
      userId: signup.json().uuid as string,
      first: first.json() as { id: string },
      second: second.json() as { id: string },
      secondRequest: started.json().uuid as string,
    };
  }

  it('keeps two companies for one person, each with its own request, both listed at the login', async () => {
    const email = 'two.openings@example.test';
    const person = await personWithTwoOpenings(email);
    expect(person.second.id).not.toBe(person.first.id);

    const answer = await login(email);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().signup_request as Array<Record<string, unknown>>;
    expect(listed).toEqual([
      expect.objectContaining({
        company_name: 'Cabinet des Tilleuls',
        siren: '123456789',
        company_id: person.first.id,
        status: 'processing',
        opening_status: 'journey_in_progress',
      }),
      expect.objectContaining({
        uuid: person.secondRequest,
        company_name: 'Kiné du Port',
        siren: '987654324',
        company_id: person.second.id,
      }),
    ]);

    // Resuming either request gives that opening's company, and no other.
    for (const [request, name] of [
      [listed[0]?.uuid as string, 'Cabinet des Tilleuls'],
      [person.secondRequest, 'Kiné du Port'],
    ] as const) {
      const company = await inject({
        method: 'GET',
        url: `/signup/request/${request}/company`,
        token: person.token,
      });
      expect(company.statusCode).toBe(200);
      expect(company.json().company).toMatchObject({ name });
    }
  });

  it('writes a save of the company to the opening the client names, never to the person’s other one', async () => {
    const person = await personWithTwoOpenings('names.its.opening@example.test');
    const firstRequest = (await inject({ method: 'GET', url: '/user', token: person.token })).json()
      .signup_request[0].uuid as string;
    const again = await inject({
      method: 'POST',
      url: '/companies',
      token: person.token,
      request: firstRequest,
      payload: signupCompany({ name: 'Cabinet des Tilleuls et Associés' }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: person.first.id, name: 'Cabinet des Tilleuls et Associés' });
    const names = await t.deps.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('user_id', '=', person.userId)
      .orderBy('created_at')
      .execute();
    expect(names).toEqual([
      { id: person.first.id, name: 'Cabinet des Tilleuls et Associés' },
      { id: person.second.id, name: 'Kiné du Port' },
    ]);
  });

  it('keeps a submitted opening closed to the journey while the person is still in another one', async () => {
    const person = await personWithTwoOpenings('submitted.one@example.test');
    await t.deps.db
      .updateTable('companies')
      .set({ opening_status: 'submitted' })
      .where('id', '=', person.first.id)
      .execute();
    const company = signupCompany({ name: 'Cabinet des Tilleuls, modifié' });
    const onSubmitted = await inject({
      method: 'PUT',
      url: `/companies/${person.first.id}`,
      token: person.token,
      payload: company,
    });
    expect(onSubmitted.statusCode).toBe(302);
    expect(onSubmitted.json()).toMatchObject({ code: 'completed' });
    const kyc = await inject({
      method: 'GET',
      url: `/companies/${person.first.id}/kyc`,
      token: person.token,
    });
    expect(kyc.statusCode).toBe(302);
    const stored = await t.deps.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', person.first.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Cabinet des Tilleuls');
    // The opening still in the journey goes on.
    const onOpen = await inject({
      method: 'PUT',
      url: `/companies/${person.second.id}`,
      token: person.token,
      payload: signupCompany({ name: 'Kiné du Port', siret: '987 654 324 00019' }),
    });
    expect(onOpen.statusCode, onOpen.body).toBe(200);
  });

  it('keeps another person out of both openings, even when they name one', async () => {
    const victim = await personWithTwoOpenings('victim.openings@example.test');
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/user',
      payload: account('intruder.openings@example.test'),
    });
    const token = intruder.json().token as string;
    for (const url of [
      `/signup/request/${victim.secondRequest}/company`,
      `/signup/request/${victim.secondRequest}/company/documents`,
      `/companies/${victim.second.id}/kyc?version=3`,
      `/representatives?companyId=${victim.second.id}`,
    ]) {
      expect((await inject({ method: 'GET', url, token })).statusCode, url).toBe(404);
    }
    // Naming the victim's request saves the intruder's own company, and leaves the victim's as it was.
    const saved = await inject({
      method: 'POST',
      url: '/companies',
      token,
      request: victim.secondRequest,
      payload: signupCompany({ name: 'Pirate' }),
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().id).not.toBe(victim.second.id);
    const victimCompany = await t.deps.db
      .selectFrom('companies')
      .select(['name', 'user_id', 'signup_request_id'])
      .where('id', '=', victim.second.id)
      .executeTakeFirstOrThrow();
    expect(victimCompany).toEqual({
      name: 'Kiné du Port',
      user_id: victim.userId,
      signup_request_id: victim.secondRequest,
    });
    const intruderRequests = (await inject({ method: 'GET', url: '/user', token })).json().signup_request;
    expect(intruderRequests.map((request: { uuid: string }) => request.uuid)).not.toContain(
      victim.secondRequest,
    );
  });

  it('gives a partner’s request for an existing account’s e-mail to that person, with its own company and status', async () => {
    const email = 'ines.roussel@example.test';
    const signup = await t.app.inject({ method: 'POST', url: '/user', payload: account(email) });
    const token = signup.json().token as string;
    await inject({
      method: 'POST',
      url: '/companies',
      token,
      payload: signupCompany({ name: 'Cabinet Roussel' }),
    });

    const partner = await newPartner(t);
    const headers = { ...(await partnerToken(t, partner)), 'idempotency-key': 'several-openings-1' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/signup-requests',
      headers,
      payload: operatingCompanyRequest({ company: { siret: '98765432400019' } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    // The person holds it at once, but the partner is not told they are a customer (banking secrecy).
    expect(created.json()).toMatchObject({ status: 'pending', opening_status: null });
    const uuid = created.json().uuid as string;

    const listed = (await login(email)).json().signup_request as Array<{ uuid: string }>;
    expect(listed.map((request) => request.uuid)).toContain(uuid);
    expect(listed).toHaveLength(2);

    // The partner's opening gets its own company; the partner reads that one's status only.
    const saved = await inject({
      method: 'POST',
      url: '/companies',
      token,
      request: uuid,
      payload: signupCompany({ name: 'Kiné Roussel', siret: '987 654 324 00019' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/signup-requests/${uuid}`,
      headers: await partnerToken(t, partner),
    });
    expect(read.json()).toMatchObject({ status: 'processing', opening_status: 'journey_in_progress' });
    const prefill = await inject({ method: 'GET', url: `/signup/request/${uuid}/company`, token });
    expect(prefill.json()).toMatchObject({
      company: { name: 'Kiné Roussel' },
      prefill: { siret: '98765432400019' },
    });
  });
});
