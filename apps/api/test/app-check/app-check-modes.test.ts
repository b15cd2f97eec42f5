import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solve } from '../../src/modules/app-check/proof-of-work';
import { createTestApp, type TestApp } from '../helpers/test-app';

const contact = { email: 'visitor@example.test', subject: 'Question', message: 'Bonjour' };

async function appCheckToken(t: TestApp): Promise<string> {
  const { challenge, difficulty } = (
    await t.app.inject({ method: 'GET', url: '/app-check/challenge' })
  ).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-check/token',
    payload: { challenge, nonce: solve(challenge, difficulty) },
  });
  return res.json().token;
}

describe('app-check in enforce mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_CHECK_MODE: 'enforce', RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object = contact) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('refuses anonymous calls without a token or with a forged one, and writes nothing', async () => {
    const missing = await post('/contact', { 'x-language': 'en' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      code: 'app_check_failed',
      message: 'Your browser could not be verified. Please reload the page.',
    });
    const forged = await post('/contact', { 'x-app-check': 't1.abc.99999999999999.c2lnbmF0dXJl' });
    expect(forged.statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'GET',
      url: '/user/auth',
      headers: { 'x-app-check': 'nope' },
    });
    expect(login.statusCode).toBe(403);
    const account = await post('/user', {}, {});
    expect(account.statusCode).toBe(403);
    const reminder = await post('/user/signup-reminder', {}, {});
    expect(reminder.statusCode).toBe(403);
    const rows = await t.deps.db.selectFrom('contact_messages').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('accepts a call with a token earned by solving a challenge', async () => {
    const token = await appCheckToken(t);
    const res = await post('/contact', { 'x-app-check': token });
    expect(res.statusCode).toBe(201);
  });

  it('does not let one solved challenge buy a second token', async () => {
    const { challenge, difficulty } = (
      await t.app.inject({ method: 'GET', url: '/app-check/challenge' })
    ).json();
    const nonce = solve(challenge, difficulty);
    const redeem = () =>
      t.app.inject({ method: 'POST', url: '/app-check/token', payload: { challenge, nonce } });
    expect((await redeem()).statusCode).toBe(200);
    const reused = await redeem();
    expect(reused.statusCode).toBe(403);
    expect(reused.json().code).toBe('app_check_failed');
  });
});

describe('app-check in report mode', () => {
  it('accepts a call without a token (embedded default)', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    try {
      expect(t.deps.config.appCheck.mode).toBe('report');
      const res = await t.app.inject({ method: 'POST', url: '/contact', payload: contact });
      expect(res.statusCode).toBe(201);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'x-app-check': 'junk' },
        payload: contact,
      });
      expect(bad.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
