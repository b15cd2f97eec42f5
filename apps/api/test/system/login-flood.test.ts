import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/**
 * A flood of logins (each checks a password with argon2id: 19 MiB and tens of milliseconds of
 * CPU) must not starve the light routes: password work waits its turn in a pool one core
 * smaller than the machine, so /health keeps answering over real HTTP while the flood lasts.
 */
const LOGINS = 24;
/**
 * Generous for a shared, loaded test machine (without the pool: p99 above a second there);
 * HEALTH_P99_BOUND_MS=20 on a quiet machine. The README gives the figures and the command.
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
});
afterAll(async () => t?.close());

const logIn = () =>
  fetch(`${base}/user/auth`, {
    headers: { authorization: `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}` },
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe('/health during a login flood', () => {
  it(`keeps its p99 within ${HEALTH_P99_BOUND_MS} ms`, async () => {
    let flooding = true;
    const flood = Promise.all(Array.from({ length: LOGINS }, () => logIn())).finally(() => {
      flooding = false;
    });
    const latencies: number[] = [];
    while (flooding) {
      const started = performance.now();
      const response = await fetch(`${base}/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await flood;
    expect(answers.map((answer) => answer.status)).toEqual(Array(LOGINS).fill(200));
    expect(latencies.length).toBeGreaterThan(10);
    const p99 = percentile(latencies, 99);
    console.info(
      `/health during ${LOGINS} logins: ${latencies.length} probes, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(p99).toBeLessThanOrEqual(HEALTH_P99_BOUND_MS);
  }, 120_000);
});
