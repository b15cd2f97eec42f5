import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

const clock = fixedClock(new Date());
let t: TestApp;
let address = 0;
/** A new client address for every call: the per-address limit never applies here. */
const nextAddress = () => {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' }, clock });
});
afterAll(async () => t?.close());

const login = (email: string, password: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: '/user/auth',
    remoteAddress: nextAddress(),
    headers: { authorization: basic(email, password), 'x-language': language },
  });

describe('failed logins per account, whatever the address', () => {
  it('stops an account after 10 failed logins from 10 addresses, even with the right password', async () => {
    const user = await createTestUser(t.deps);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(user.email, `Wrong-guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many attempts. Please try again in a moment.',
    });
    const french = await login(user.email.toUpperCase(), user.password, 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().message).toBe('Trop de tentatives. Veuillez réessayer dans quelques instants.');
    // Another account is not affected.
    const other = await createTestUser(t.deps);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    // After the 15-minute window the right password works again.
    clock.advance(15 * 60 * 1000 + 1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts failures only: logging in successfully many times is never stopped', async () => {
    const user = await createTestUser(t.deps);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login(user.email, `Wrong-guess-${attempt}`)).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
    expect((await login(user.email, 'Wrong-guess-10')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });
});

describe('POST /voucher/check', () => {
  it('answers 429 after 20 checks from one address in 15 minutes; other addresses go on', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/voucher/check',
        remoteAddress,
        headers: { 'x-language': 'fr' },
        payload: { code: 'GUESS' },
      });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await check('192.0.2.10')).statusCode).toBe(422);
    }
    const blocked = await check('192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: 'Trop de tentatives. Veuillez réessayer dans quelques instants.',
    });
    expect((await check('192.0.2.11')).statusCode).toBe(422);
  });
});
