import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solve } from '../../src/modules/app-check/proof-of-work';
import { createTestApp, type TestApp } from '../helpers/test-app';

const basic = (email: string) => `Basic ${Buffer.from(`${email}:Summer-2026!`).toString('base64')}`;

describe('an app-check token is good for one anonymous call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_CHECK_MODE: 'enforce', RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function appCheckToken(): Promise<string> {
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

  const login = (email: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic(email), 'x-app-check': token, 'x-language': 'en' },
    });

  it('lets one token carry one login attempt, not thirty', async () => {
    const token = await appCheckToken();
    const first = await login('doctor0@example.test', token);
    expect(first.statusCode).toBe(401);
    const statuses = new Set<number>();
    for (let attempt = 1; attempt < 30; attempt += 1) {
      statuses.add((await login(`doctor${attempt}@example.test`, token)).statusCode);
    }
    expect([...statuses]).toEqual([403]);
    const again = await login('doctor30@example.test', token);
    expect(again.json()).toEqual({
      code: 'app_check_failed',
      message: 'Your browser could not be verified. Please reload the page.',
    });
    // A fresh token (another solved challenge) buys the next attempt.
    expect((await login('doctor31@example.test', await appCheckToken())).statusCode).toBe(401);
  });

  it('refuses a token spent on another route, and writes nothing', async () => {
    const token = await appCheckToken();
    const contact = { email: 'visitor@example.test', subject: 'Question', message: 'Bonjour' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'x-app-check': token },
      payload: contact,
    });
    expect(first.statusCode).toBe(201);
    const reminder = await t.app.inject({
      method: 'POST',
      url: '/user/signup-reminder',
      headers: { 'x-app-check': token },
      payload: {},
    });
    expect(reminder.statusCode).toBe(403);
    const second = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'x-app-check': token },
      payload: contact,
    });
    expect(second.statusCode).toBe(403);
    const rows = await t.deps.db.selectFrom('contact_messages').select('id').execute();
    expect(rows).toHaveLength(1);
  });
});
