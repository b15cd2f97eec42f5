import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { DEMO_SIGNUP_REQUESTS, seedDemoData } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

const account = (email: string) => ({
  gender: 1,
  first_name: 'Aurore',
  last_name: 'Lemaire',
  email,
  email_repeat: email,
  phone: '+33 6 01 02 03 04',
  password: 'Molaire-Tilleul-42',
  password_repeat: 'Molaire-Tilleul-42',
  registration_type: 'existing_company',
  nationality: 'FR',
});

describe('signup requests', () => {
  let t: TestApp;
  let requests: TestApp['app']['services']['signupRequests'];
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
    requests = t.app.services.signupRequests;
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a pending request’s prefilled data to the holder of its uuid', async () => {
    const created = await requests.createSignupRequest({
      type: 'existing_company',
      company_name: 'Cabinet Infirmier du Port',
      siren: '999345671',
      first_name: 'Inès',
      last_name: 'Roussel',
      phone: '06 10 20 30 40',
      email: 'Ines.Roussel@example.test',
      company: { name: 'Cabinet Infirmier du Port', legal_form: 'SCM' },
    });
    const res = await t.app.inject({ method: 'GET', url: `/signup/request/${created.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: false,
      data: {
        uuid: created.uuid,
        type: 'existing_company',
        status: 'pending',
        company_name: 'Cabinet Infirmier du Port',
        siren: '999345671',
        created_at: Math.floor(clock.now().getTime() / 1000),
        has_company_data: true,
        first_name: 'Inès',
        last_name: 'Roussel',
        phone: '06 10 20 30 40',
        email: 'ines.roussel@example.test',
        company_id: null,
        opening_status: null,
      },
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/signup/request/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses partner input with an invalid SIREN', async () => {
    await expect(requests.createSignupRequest({ type: 'new_company', siren: '123456789' })).rejects.toThrow();
  });

  it('is taken by the account created with its uuid; then only that user reads its details and gets a token', async () => {
    const created = await requests.createSignupRequest({
      type: 'existing_company',
      first_name: 'Aurore',
      email: 'a@example.test',
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { 'x-signup-request-id': created.uuid },
      payload: account('aurore.lemaire@example.test'),
    });
    expect(signup.statusCode).toBe(201);
    const owner = signup.json();
    expect(owner.signup_request).toEqual([
      expect.objectContaining({ uuid: created.uuid, status: 'processing' }),
    ]);

    // Anonymous: the status only, nothing personal, and never a token.
    const anonymous = await t.app.inject({ method: 'GET', url: `/signup/request/${created.uuid}` });
    expect(anonymous.json().data).toMatchObject({ status: 'processing', first_name: null, email: null });
    const anonymousUser = await t.app.inject({ method: 'GET', url: `/signup/request/${created.uuid}/user` });
    expect(anonymousUser.statusCode).toBe(401);
    expect(anonymousUser.json()).not.toHaveProperty('token');

    // Another signed-in user: as if it did not exist.
    const stranger = await createTestUser(t.deps);
    const strangerUser = await t.app.inject({
      method: 'GET',
      url: `/signup/request/${created.uuid}/user`,
      headers: stranger.headers,
    });
    expect(strangerUser.statusCode).toBe(404);
    expect(strangerUser.json()).not.toHaveProperty('token');

    // The owner, after logging in: the login lists the request, the resume call gives the user back.
    const login = await t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic('aurore.lemaire@example.test', 'Molaire-Tilleul-42') },
    });
    expect(login.json().signup_request.map((r: { uuid: string }) => r.uuid)).toEqual([created.uuid]);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const resumed = await t.app.inject({
      method: 'GET',
      url: `/signup/request/${created.uuid}/user`,
      headers,
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ uuid: owner.uuid, token: login.json().token });
    const details = await t.app.inject({ method: 'GET', url: `/signup/request/${created.uuid}`, headers });
    expect(details.json().data).toMatchObject({ first_name: 'Aurore', email: 'a@example.test' });
  });

  it('cannot be taken twice: a second account with the same uuid does not steal it', async () => {
    const created = await requests.createSignupRequest({ type: 'new_company' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { 'x-signup-request-id': created.uuid },
      payload: { ...account('first-taker@example.test'), registration_type: 'new_company' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { 'x-signup-request-id': created.uuid },
      payload: account('second-taker@example.test'),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().signup_request).toEqual([]);
    const row = await t.deps.db
      .selectFrom('signup_requests')
      .selectAll()
      .where('id', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(first.json().uuid);
  });

  it('flags a request that can no longer be resumed once the opening is complete', async () => {
    const created = await requests.createSignupRequest({ type: 'existing_company' });
    const user = await createTestUser(t.deps);
    await requests.claim(created.uuid, user.id, t.deps.db);
    const inProgress = await requests.listOwn(user.id, { finished: false });
    expect(inProgress.map((request) => request.uuid)).toEqual([created.uuid]);
    await requests.markCompleted(created.uuid);
    expect(await requests.listOwn(user.id, { finished: false })).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/signup/request/${created.uuid}` });
    expect(res.json()).toMatchObject({ error: true, data: { status: 'completed' } });
  });

  it('seeds fictitious demo requests once', async () => {
    expect(await seedDemoData({ db: t.deps.db, signupRequests: t.app.services.signupRequests })).toHaveLength(
      DEMO_SIGNUP_REQUESTS.length,
    );
    expect(await seedDemoData({ db: t.deps.db, signupRequests: t.app.services.signupRequests })).toEqual([]);
    const demo = DEMO_SIGNUP_REQUESTS[0];
    const res = await t.app.inject({ method: 'GET', url: `/signup/request/${demo?.id}` });
    expect(res.json().data).toMatchObject({ status: 'pending', has_company_data: true });
  });
});

describe('signup requests switched off', () => {
  it('answers 404', async () => {
    const t = await createTestApp({ env: { FEATURE_SIGNUP_REQUEST: 'false' } });
    try {
      const [demo] = DEMO_SIGNUP_REQUESTS;
      await seedDemoData({ db: t.deps.db, signupRequests: t.app.services.signupRequests });
      expect((await t.app.inject({ method: 'GET', url: `/signup/request/${demo?.id}` })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
