import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

describe('rate limits on anonymous calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops password guessing on one e-mail after 10 tries, with a translated 429, but not other e-mails', async () => {
    const user = await createTestUser(t.deps);
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'GET',
        url: '/user/auth',
        headers: { authorization: basic(email, password), 'x-language': 'en' },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(user.email, `Wrong-guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
    const other = await createTestUser(t.deps);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('limits contact messages per address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: { email: 'flood@example.test', subject: 'S', message: 'M' },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
    const stored = await t.deps.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'flood@example.test')
      .execute();
    expect(stored).toHaveLength(5);
  });
});
