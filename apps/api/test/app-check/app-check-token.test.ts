import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { isSolution, leadingZeroBits, solve } from '../../src/modules/app-check/proof-of-work';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));

async function challenge(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/app-check/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json() as { challenge: string; difficulty: number; expires_at: string };
}

describe('app-check proof of work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x0f, 0xff]))).toBe(20);
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 1]))).toBe(15);
  });

  it('asks for enough work to cost a bot CPU, and gives a token for a solved challenge', async () => {
    const c = await challenge(t);
    expect(c.difficulty).toBeGreaterThanOrEqual(16);
    expect(new Date(c.expires_at).getTime()).toBe(clock.now().getTime() + 2 * 60_000);
    const nonce = solve(c.challenge, c.difficulty);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-check/token',
      payload: { challenge: c.challenge, nonce },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(new Date(body.expires_at).getTime()).toBe(clock.now().getTime() + 60 * 60_000);
    expect(await t.app.appCheck.spendToken(body.token)).toBeNull();
  });

  it('refuses a wrong nonce, a reused challenge, a forged one and an expired one', async () => {
    const c = await challenge(t);
    const nonce = solve(c.challenge, c.difficulty);
    let wrong = 0;
    while (isSolution(c.challenge, `x${wrong}`, c.difficulty)) wrong += 1;
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/app-check/token', payload });

    const bad = await post({ challenge: c.challenge, nonce: `x${wrong}` });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().code).toBe('app_check_failed');

    expect((await post({ challenge: c.challenge, nonce })).statusCode).toBe(200);
    expect((await post({ challenge: c.challenge, nonce })).statusCode).toBe(403);

    // Lowering the difficulty written in the challenge breaks its signature.
    const [version, random, expires, , signature] = c.challenge.split('.');
    const forged = `${version}.${random}.${expires}.1.${signature}`;
    expect((await post({ challenge: forged, nonce: solve(forged, 1) })).statusCode).toBe(403);

    const late = await challenge(t);
    const lateNonce = solve(late.challenge, late.difficulty);
    clock.advance(2 * 60_000 + 1);
    expect((await post({ challenge: late.challenge, nonce: lateNonce })).statusCode).toBe(403);
  });

  it('lets a token expire after an hour', async () => {
    const c = await challenge(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-check/token',
      payload: { challenge: c.challenge, nonce: solve(c.challenge, c.difficulty) },
    });
    const { token } = res.json();
    clock.advance(60 * 60_000 - 1000);
    expect(await t.app.appCheck.spendToken(token)).toBeNull();
    clock.advance(1000);
    expect(await t.app.appCheck.spendToken(token)).toBe('expired');
    expect(await t.app.appCheck.spendToken(`${token.slice(0, -2)}xx`)).toBe('bad_signature');
  });
});
