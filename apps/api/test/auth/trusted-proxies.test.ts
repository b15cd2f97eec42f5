import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Account creation allows 10 per hour and client address (routes/user/post-user.ts). */
const ACCOUNTS_PER_HOUR = 10;

let counter = 0;
const account = () => {
  counter += 1;
  const email = `proxy${counter}-${Date.now()}@example.test`;
  return {
    gender: 2,
    first_name: 'Camille',
    last_name: 'Durand',
    email,
    email_repeat: email,
    phone: '+33 6 12 34 56 78',
    password: 'Kinésithérapie-2026',
    password_repeat: 'Kinésithérapie-2026',
    registration_type: 'existing_company',
    nationality: 'FR',
  };
};

// Production refuses to start without a document key nor an audit key; any 32 bytes do here.
const production = {
  NODE_ENV: 'production',
  RATE_LIMIT_ENABLED: 'true',
  DOCUMENT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  AUDIT_KEY: Buffer.alloc(32, 8).toString('base64'),
} as const;

// Each account creation hashes a password (argon2id): a dozen of them take a while on a busy machine.
describe('client address behind proxies', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const createAccount = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/user',
      headers,
      payload: account(),
      remoteAddress: '203.0.113.7',
    });

  it('in production, a caller cannot pick its own address with X-Forwarded-For to escape a limit', async () => {
    t = await createTestApp({ env: production });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ACCOUNTS_PER_HOUR + 2; attempt += 1) {
      const res = await createAccount(t, { 'x-forwarded-for': `198.51.100.${attempt + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(ACCOUNTS_PER_HOUR);
    expect(statuses.slice(ACCOUNTS_PER_HOUR)).toEqual([429, 429]);
  });

  it('behind a configured proxy, each forwarded client counts on its own, and a forged hop does not help', async () => {
    t = await createTestApp({
      env: { ...production, TRUSTED_PROXIES: '203.0.113.0/24, 10.0.0.1' },
    });
    // Two visitors behind the bank's proxy: one spends its allowance, the other still gets in.
    for (let attempt = 0; attempt < ACCOUNTS_PER_HOUR; attempt += 1) {
      const res = await createAccount(t, { 'x-forwarded-for': '198.51.100.1' });
      expect(res.statusCode).toBe(201);
    }
    // The first visitor adds a made-up address in front: the proxy appended the real one, which counts.
    const forged = await createAccount(t, { 'x-forwarded-for': '192.0.2.99, 198.51.100.1' });
    expect(forged.statusCode).toBe(429);
    const other = await createAccount(t, { 'x-forwarded-for': '198.51.100.2' });
    expect(other.statusCode).toBe(201);
  });
});
