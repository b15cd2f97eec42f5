import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

function account(overrides: Record<string, unknown> = {}) {
  return {
    gender: 2,
    first_name: 'Élise',
    last_name: 'Marchetti',
    email: 'elise.marchetti@example.test',
    email_repeat: 'elise.marchetti@example.test',
    phone: '+33 6 11 22 33 44',
    password: 'Stéthoscope-2026',
    password_repeat: 'Stéthoscope-2026',
    registration_type: 'existing_company',
    nationality: 'FR',
    voucher: 'bienvenue2026',
    email_sponsor: 'parrain@example.test',
    ...overrides,
  };
}

describe('account journey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false', TOKEN_TTL_MINUTES: '60' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const createAccount = (payload: object, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/user?accounts=false',
      headers: { 'x-language': language },
      payload,
    });

  it('creates the account and hands back a working bearer token', async () => {
    const res = await createAccount(account());
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      uuid: expect.any(String),
      token: expect.any(String),
      email: 'elise.marchetti@example.test',
      first_name: 'Élise',
      registration_type: 'existing_company',
      voucher: 'BIENVENUE2026',
      email_sponsor: 'parrain@example.test',
      complete: false,
      sca: { configured: false, methods: [] },
      signup_request: [],
      identity_card_url: null,
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('password_hash');

    const stored = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(user.uuid);
    expect(me.json()).not.toHaveProperty('token');
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const res = await createAccount(
      account({ email: 'Elise.Marchetti@Example.test', email_repeat: 'elise.marchetti@example.test' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
    });
    const en = await createAccount(account(), 'en');
    expect(en.json().fields.email).toBe('An account already exists with this e-mail address.');
  });

  it('refuses a weak password and mismatched repeats, each on its field', async () => {
    const weak = await createAccount(
      account({
        email: 'weak@example.test',
        email_repeat: 'weak@example.test',
        password: 'password1',
        password_repeat: 'password1',
      }),
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields).toEqual({ password: 'La sécurité du mot de passe est trop faible' });

    const mismatched = await createAccount(
      account({
        email: 'other@example.test',
        email_repeat: 'another@example.test',
        password_repeat: 'Stéthoscope-2027',
      }),
      'en',
    );
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().fields).toEqual({
      email_repeat: 'E-mail addresses do not match',
      password_repeat: 'Passwords do not match',
    });
    const count = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', 'in', ['weak@example.test', 'other@example.test'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('drops an unknown voucher instead of refusing the account', async () => {
    const res = await createAccount(
      account({ email: 'novoucher@example.test', email_repeat: 'novoucher@example.test', voucher: 'FAKE' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().voucher).toBeNull();
  });

  it('logs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic('ELISE.marchetti@example.test', 'Stéthoscope-2026') },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      email: 'elise.marchetti@example.test',
      complete: false,
      token: expect.any(String),
    });

    for (const [email, password] of [
      ['elise.marchetti@example.test', 'Stéthoscope-2025'],
      ['nobody@example.test', 'Stéthoscope-2026'],
    ] as const) {
      const ko = await t.app.inject({
        method: 'GET',
        url: '/user/auth?account_check=false',
        headers: { authorization: basic(email, password), 'x-language': 'en' },
      });
      expect(ko.statusCode).toBe(401);
      expect(ko.json()).toEqual({ code: 'auth_failed', message: 'The password is incorrect' });
    }
    const none = await t.app.inject({ method: 'GET', url: '/user/auth' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'auth_failed', message: 'Le mot de passe est incorrect' });
  });

  it('updates the identity fields only', async () => {
    const login = await t.app.inject({
      method: 'GET',
      url: '/user/auth',
      headers: { authorization: basic('elise.marchetti@example.test', 'Stéthoscope-2026') },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers,
      payload: {
        gender: 1,
        first_name: 'Elie',
        last_name: 'Marchetti',
        phone: '06 11 22 33 44',
        nationality: 'it',
        email: 'hijack@example.test',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gender: 1,
      first_name: 'Elie',
      phone: '06 11 22 33 44',
      nationality: 'IT',
      email: 'elise.marchetti@example.test',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers,
      payload: { gender: 3, first_name: '', last_name: 'X', phone: 'abc', nationality: 'FR' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['first_name', 'gender', 'phone']);
  });

  it('never lets one user’s token read or change another user', async () => {
    const first = await createTestUser(t.deps);
    const second = await createTestUser(t.deps);
    const res = await t.app.inject({ method: 'GET', url: '/user', headers: second.headers });
    expect(res.json().uuid).toBe(second.id);
    expect(res.json().email).toBe(second.email);
    await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers: second.headers,
      payload: {
        gender: 1,
        first_name: 'Changed',
        last_name: 'Changed',
        phone: '0600000000',
        nationality: 'FR',
      },
    });
    const firstRow = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(firstRow.first_name).toBe('Camille');
  });

  it('answers 401 once the token has expired, and 302 to the customer space on a completed user’s journey calls', async () => {
    const user = await createTestUser(t.deps);
    expect((await t.app.inject({ method: 'GET', url: '/user', headers: user.headers })).statusCode).toBe(200);
    clock.advance(60 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: '/user', headers: user.headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthenticated');
    expect(
      (await t.app.inject({ method: 'GET', url: '/user', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);

    const done = await createTestUser(t.deps, { completed: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers: done.headers,
      payload: { gender: 1, first_name: 'A', last_name: 'B', phone: '0600000000', nationality: 'FR' },
    });
    expect(put.statusCode).toBe(302);
    expect(put.json().url).toBe(t.deps.config.customerSpaceUrl);
    const read = await t.app.inject({ method: 'GET', url: '/user', headers: done.headers });
    expect(read.json().complete).toBe(true);
    const login = await t.app.inject({
      method: 'GET',
      url: '/user/auth',
      headers: { authorization: basic(done.email, done.password) },
    });
    // The login itself answers: the person reaches their "My application" page from its list.
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ complete: true });
  });
});
