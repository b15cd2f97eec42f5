import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

const clock = fixedClock(new Date('2026-11-29T09:00:00Z'));
const MINUTE = 60_000;

describe('a sign-in link by e-mail (a forgotten password, a Pro Santé Connect account without the federation)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const askLink = (email: unknown, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/user/auth/link',
      headers: { 'x-language': language },
      payload: { email },
    });
  const mailsTo = (email: string) => t.deps.messaging.latest({ recipient: email.toLowerCase() });
  const tokenIn = (text: string) => {
    const url = /(\S+\/login\?token=(\S+))/.exec(text);
    expect(url, text).not.toBeNull();
    return decodeURIComponent(url?.[2] ?? '');
  };
  const exchange = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user/token/exchange',
      headers: { authorization: `Bearer ${token}`, 'x-language': 'en' },
    });

  it('e-mails a link that signs in once, whatever the case of the address, in the language of the account', async () => {
    const user = await createTestUser(t.deps);
    const response = await askLink(user.email.toUpperCase(), 'en');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: true });

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toContain('votre lien de connexion');
    expect(mail?.body_text).toContain('Bonjour Camille');
    expect(mail?.body_text).toContain('15\u00a0minutes');
    const token = tokenIn(mail?.body_text ?? '');

    const first = await exchange(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ email: user.email });
    expect(first.json().token).not.toBe(token);
    // Spent on its first use: whoever finds the mail later gets nothing.
    expect((await exchange(token)).statusCode).toBe(401);
  });

  it('works for an account without a password (created with Pro Santé Connect)', async () => {
    const user = await createTestUser(t.deps);
    await t.deps.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    expect((await askLink(user.email)).statusCode).toBe(202);
    const [mail] = await mailsTo(user.email);
    expect((await exchange(tokenIn(mail?.body_text ?? ''))).statusCode).toBe(200);
  });

  it('is refused once its 15 minutes are over', async () => {
    const user = await createTestUser(t.deps);
    await askLink(user.email);
    const [mail] = await mailsTo(user.email);
    clock.advance(16 * MINUTE);
    expect((await exchange(tokenIn(mail?.body_text ?? ''))).statusCode).toBe(401);
  });

  it('answers the same for an address no account has, sends nothing, and journals without the address', async () => {
    const email = `nobody.${Date.now()}@example.test`;
    const response = await askLink(email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect(await mailsTo(email)).toEqual([]);
    const [entry] = await t.deps.db
      .selectFrom('audit_entries')
      .select(['object_id', 'after_value'])
      .where('action', '=', 'user.sign_in_link_requested')
      .orderBy('sequence', 'desc')
      .limit(1)
      .execute();
    expect(entry?.object_id).toBeNull();
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(JSON.parse(String(entry?.after_value))).toEqual({ sent: false });
  });

  it('refuses a malformed address with a 422 in the caller’s language, and sends nothing', async () => {
    const response = await askLink('not an address', 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.email).toMatch(/E-Mail/);
  });
});

describe('a sign-in link: at most 3 per address in 15 minutes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a fourth ask for the same address is a 429, even from another network address; another address goes on', async () => {
    const user = await createTestUser(t.deps);
    const ask = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/user/auth/link', remoteAddress: ip, payload: { email } });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await ask(user.email, ip)).statusCode).toBe(202);
    const fourth = await ask(user.email.toUpperCase(), '192.0.2.4');
    expect(fourth.statusCode).toBe(429);
    expect(await t.deps.messaging.latest({ recipient: user.email })).toHaveLength(3);
    expect((await ask(`other.${Date.now()}@example.test`, '192.0.2.4')).statusCode).toBe(202);
  });
});
