import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FloodRequest,
  floodFromWorker,
  percentile,
  probeHealthDuring,
  signUpRequest,
} from '../helpers/flood';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/**
 * A flood of logins or sign-ups (each checks a password with argon2id: 19 MiB and tens of milliseconds of
 * CPU) must not starve the light routes: password work waits its turn in a pool one core
 * smaller than the machine, and a sign-up's password strength score (zxcvbn over four languages)
 * runs in a worker thread, so /health keeps answering over real HTTP while the flood, sent from
 * another thread, lasts. `npm run bench:flood` measures the same with the API in its own process.
 */
const LOGINS = 24;
/**
 * Generous for a shared, loaded test machine (without the pool: p99 above a second there);
 * HEALTH_P99_BOUND_MS=20 on a quiet machine. docs/benchmarks.md gives the figures and the command.
 */
const HEALTH_P99_BOUND_MS = Number(process.env.HEALTH_P99_BOUND_MS ?? 400);

let t: TestApp;
let user: TestUser;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  user = await createTestUser(t.deps);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The probe's connection is opened before the floods, as a monitor's kept-alive one is.
  await (await fetch(`${base}/health`)).arrayBuffer();
});
afterAll(async () => t?.close());

const logIn = (): FloodRequest => ({
  url: `${base}/user/auth`,
  headers: { authorization: `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}` },
});

const report = (what: string, latencies: number[]) => {
  const p99 = percentile(latencies, 99);
  console.info(
    `/health during ${what}: ${latencies.length} probes, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  return p99;
};

describe('/health during a login flood', () => {
  it(`keeps its p99 within ${HEALTH_P99_BOUND_MS} ms`, async () => {
    const flood = floodFromWorker(Array.from({ length: LOGINS }, () => logIn()));
    const latencies = await probeHealthDuring(base, flood);
    expect(await flood).toEqual(Array(LOGINS).fill(200));
    expect(latencies.length).toBeGreaterThan(10);
    expect(report(`${LOGINS} logins`, latencies)).toBeLessThanOrEqual(HEALTH_P99_BOUND_MS);
  }, 120_000);
});

const SIGNUPS = 12;
/** Long and varied: zxcvbn's work grows with the length; each is strong enough to be accepted. */
const signUpPassword = (index: number) =>
  `Ostéopathe-${index}-Rive-Gauche-${(index * 7919).toString(36)}-Marne`;

const signUp = (index: number): FloodRequest =>
  signUpRequest(base, {
    email: `flood-${index}-${Date.now()}@example.test`,
    password: signUpPassword(index),
    lastName: `Flood${index}`,
  });

describe('/health during a sign-up flood', () => {
  it(`keeps its p99 within ${HEALTH_P99_BOUND_MS} ms, and every sign-up is scored and accepted`, async () => {
    const flood = floodFromWorker(Array.from({ length: SIGNUPS }, (_, index) => signUp(index)));
    const latencies = await probeHealthDuring(base, flood);
    expect(await flood).toEqual(Array(SIGNUPS).fill(201));
    expect(latencies.length).toBeGreaterThan(10);
    expect(report(`${SIGNUPS} sign-ups`, latencies)).toBeLessThanOrEqual(HEALTH_P99_BOUND_MS);
  }, 120_000);

  it('still refuses a weak password, scored in the worker, with the field message', async () => {
    const response = await fetch(`${base}/user?accounts=false`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      body: JSON.stringify({
        gender: 2,
        first_name: 'Camille',
        last_name: 'Weak',
        email: 'weak-password@example.test',
        email_repeat: 'weak-password@example.test',
        phone: '+33 6 12 34 56 78',
        password: 'password1',
        password_repeat: 'password1',
        registration_type: 'existing_company',
        nationality: 'FR',
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors?: Record<string, unknown> };
    expect(JSON.stringify(body)).toContain('password');
  });
});
