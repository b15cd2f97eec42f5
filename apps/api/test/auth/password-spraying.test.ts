import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS_PER_ADDRESS } from '../../src/modules/auth/login-failures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

describe('password spraying from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic(email, password), 'x-language': 'en' },
      remoteAddress,
    });

  it('stops trying many e-mails from one address, with the wait, while other addresses still sign in', async () => {
    const victim = await createTestUser(t.deps);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const res = await login(`doctor${attempt}@example.test`, 'Summer-2026!', '198.51.100.66');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, MAX_FAILED_LOGINS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(MAX_FAILED_LOGINS_PER_ADDRESS).every((status) => status === 429)).toBe(true);

    // Even the right password is refused from that address, so a guess cannot be confirmed.
    const blocked = await login(victim.email, victim.password, '198.51.100.66');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many attempts. Please try again in a moment.',
    });
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    // The account itself is not locked: its owner signs in from their own address.
    const owner = await login(victim.email, victim.password, '203.0.113.5');
    expect(owner.statusCode).toBe(200);
  });

  it('says so in the caller language', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS_PER_ADDRESS; attempt += 1) {
      await login(`nurse${attempt}@example.test`, 'Winter-2026!', '198.51.100.77');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: { authorization: basic('nurse-last@example.test', 'x'), 'x-language': 'fr' },
      remoteAddress: '198.51.100.77',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Trop de tentatives. Veuillez réessayer dans quelques instants.');
  });
});
