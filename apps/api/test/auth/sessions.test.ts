import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

const clock = fixedClock(new Date('2026-11-26T09:00:00Z'));
const MINUTE = 60_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (user: TestUser) => ({
  authorization: `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}`,
});

describe('sessions: logout, idle timeout, rotation, tokens given in a link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { RATE_LIMIT_ENABLED: 'false', TOKEN_TTL_MINUTES: '120', SESSION_IDLE_SECONDS: '1800' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/user', headers: { ...bearer(token), 'x-language': 'en' } });
  const login = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/user/auth?account_check=false',
      headers: basic(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string; token_expires_at: string }>();
  };
  const sessionCount = async (userId: string) =>
    (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

  it('logs out: the token is revoked on the server and refused afterwards, other sessions stay', async () => {
    const user = await createTestUser(t.deps);
    const other = await login(user);
    expect((await me(user.token)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/user/logout', headers: user.headers });
    expect(out.statusCode).toBe(204);
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthenticated');
    expect(await sessionCount(user.id)).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: '/user/logout', headers: user.headers });
    expect(again.statusCode).toBe(401);
    // The session opened on another device is not the one logged out.
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('refuses a token left unused for longer than the idle timeout, as an expired session', async () => {
    const user = await createTestUser(t.deps);
    // Each use keeps it alive: 29 minutes apart, past an hour in all.
    clock.advance(29 * MINUTE);
    expect((await me(user.token)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(user.token)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(user.token)).statusCode).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    const idle = await me(user.token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ code: 'unauthenticated', message: expect.any(String) });
    // Using it again does not bring it back.
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('gives a new token at each login, without extending the old one', async () => {
    const user = await createTestUser(t.deps);
    const before = await t.deps.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    clock.advance(20 * MINUTE);
    const first = await login(user);
    const second = await login(user);
    expect(new Set([user.token, first.token, second.token]).size).toBe(3);
    const old = await t.deps.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .where('expires_at', '=', before.expires_at)
      .execute();
    expect(old).toHaveLength(1);
    // Kept in use, the first token still ends at its own lifetime; the new one goes on.
    for (let minutes = 20; minutes < 120; minutes += 25) {
      clock.advance(25 * MINUTE);
      await me(user.token);
      await me(second.token);
    }
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('exchanges a token given in a link once, for a new session token', async () => {
    const user = await createTestUser(t.deps);
    const exchange = (token: string) =>
      t.app.inject({ method: 'POST', url: '/user/token/exchange', headers: bearer(token) });

    const res = await exchange(user.token);
    expect(res.statusCode).toBe(200);
    const session = res.json<{ uuid: string; token: string; email: string }>();
    expect(session.uuid).toBe(user.id);
    expect(session.email).toBe(user.email);
    expect(session.token).not.toBe(user.token);

    // The link's token is spent: neither a second exchange nor a call accepts it.
    expect((await exchange(user.token)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('lets only one of two simultaneous exchanges of the same link succeed', async () => {
    const user = await createTestUser(t.deps);
    const results = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'POST', url: '/user/token/exchange', headers: bearer(user.token) }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    expect(await sessionCount(user.id)).toBe(1);
  });
});
