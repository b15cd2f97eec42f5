import { BACKOFFICE_ROUTE_ROLES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { sha256 } from '../../src/ids';
import { recoveryCodeHash } from '../../src/modules/operators/recovery-codes';
import { currentTotp } from '../../src/modules/operators/totp';
import { OPERATOR_COOKIE } from '../../src/plugins/operator-auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { journalEntries, newOperator, OPERATOR_PASSWORD, signedIn, signIn } from './operator-kit';

// A Wednesday morning; the clock moves only when a test moves it.
const clock = fixedClock(new Date('2026-11-25T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.close();
});

describe('operator accounts', () => {
  it('are created with a hashed password, a TOTP secret and ten hashed recovery codes, and the creation is journaled', async () => {
    const operator = await newOperator(t, 'reviewer');
    expect(operator.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(operator.recoveryCodes).toHaveLength(10);
    const row = await t.deps.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const codes = await t.deps.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', operator.id)
      .execute();
    expect(codes.map((code) => code.code_hash).sort()).toEqual(
      operator.recoveryCodes.map(recoveryCodeHash).sort(),
    );
    expect(JSON.stringify(codes)).not.toContain(operator.recoveryCodes[0]);
    const created = await journalEntries(t, 'operator.created');
    expect(created.some((entry) => entry.object_id === operator.id)).toBe(true);
  });

  it("cannot be signed up for: only an administrator's invitation creates one, through its one-time link", () => {
    const creating = t.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/backoffice') &&
        route.method === 'POST' &&
        route.url !== '/backoffice/session' &&
        // Decisions on cases act on openings, never on operators.
        !route.url.startsWith('/backoffice/cases/') &&
        // Acting on a contact message or a call-back request creates nobody.
        !route.url.startsWith('/backoffice/queues/') &&
        // Sending a status report again creates nobody either.
        !route.url.startsWith('/backoffice/status-reports/') &&
        // Deciding on a screening hit acts on the hit and its case.
        !route.url.startsWith('/backoffice/screening/hits/') &&
        // Disabling, changing a role and resetting the second factor act on an existing operator.
        !/^\/backoffice\/operators\/:operatorId\/(disable|role-grants|second-factor-reset)/.test(route.url),
    );
    // Inviting is the administrators' alone (a supervisor's or an administrator's invitation
    // confirmed by a second one); the link's routes open only an invitation they sent.
    expect(creating.map((route) => route.url).sort()).toEqual([
      '/backoffice/invitations/accept',
      '/backoffice/invitations/lookup',
      '/backoffice/operators/invitation-proposals/:proposalId/confirm',
      '/backoffice/operators/invitation-proposals/:proposalId/decline',
      '/backoffice/operators/invitations',
    ]);
    for (const key of [
      'POST /backoffice/operators/invitations',
      'POST /backoffice/operators/invitation-proposals/{proposalId}/confirm',
      'POST /backoffice/operators/invitation-proposals/{proposalId}/decline',
    ] as const) {
      expect(BACKOFFICE_ROUTE_ROLES[key]).toEqual(['administrator']);
    }
  });
});

describe('operator sign-in', () => {
  it('takes the password and a TOTP code and sets an HttpOnly, SameSite=Strict session cookie on the back-office paths', async () => {
    const operator = await newOperator(t, 'reviewer');
    const response = await signIn(t, operator.email, currentTotp(operator.totpSecret, clock.now()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().operator).toMatchObject({ email: operator.email, role: 'reviewer' });
    expect(response.json().idle_timeout_seconds).toBe(15 * 60);
    const cookie = [response.headers['set-cookie']].flat().join('\n');
    expect(cookie).toContain(`${OPERATOR_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/backoffice/);
    // The test API is served on http://localhost: Secure is off there only (development).
    expect(cookie).not.toMatch(/Secure/);
    const signedInEntries = await journalEntries(t, 'operator.signed_in');
    expect(signedInEntries.at(-1)).toMatchObject({ actor_type: 'operator', actor_id: operator.id });
  });

  it('sets a Secure cookie when the API is not on plain-http localhost', async () => {
    const secure = await createTestApp({ clock, env: { PUBLIC_API_URL: 'https://api.bank.example' } });
    try {
      const operator = await newOperator(secure, 'auditor');
      const response = await signIn(secure, operator.email, currentTotp(operator.totpSecret, clock.now()));
      expect(response.statusCode).toBe(200);
      expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('refuses a wrong password, a missing second factor and an unknown e-mail alike, and journals each failure', async () => {
    const operator = await newOperator(t, 'supervisor');
    const code = currentTotp(operator.totpSecret, clock.now());
    const before = (await journalEntries(t, 'operator.sign_in_failed')).length;
    const wrongPassword = await signIn(t, operator.email, code, 'not-the-password-1');
    const wrongCode = await signIn(t, operator.email, code === '000000' ? '111111' : '000000');
    const unknown = await signIn(t, 'nobody@bank.example', code);
    for (const response of [wrongPassword, wrongCode, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        "L'adresse e-mail, le mot de passe ou le code de vérification est incorrect.",
      );
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const failures = await journalEntries(t, 'operator.sign_in_failed');
    expect(failures.length - before).toBe(3);
    expect(failures.at(-1)?.after_value).toContain('nobody@bank.example');
  });

  it('refuses a TOTP code already used in its window (replay) and accepts the next one', async () => {
    const operator = await newOperator(t, 'reviewer');
    const code = currentTotp(operator.totpSecret, clock.now());
    expect((await signIn(t, operator.email, code)).statusCode).toBe(200);
    expect((await signIn(t, operator.email, code)).statusCode).toBe(401);
    clock.advance(30_000);
    try {
      // Still inside the accepted window, but the same code: refused.
      expect((await signIn(t, operator.email, code)).statusCode).toBe(401);
      const next = currentTotp(operator.totpSecret, clock.now());
      expect((await signIn(t, operator.email, next)).statusCode).toBe(200);
    } finally {
      clock.advance(-30_000);
    }
  });

  it('accepts each recovery code once', async () => {
    const operator = await newOperator(t, 'auditor');
    const [code] = operator.recoveryCodes as [string];
    const first = await signIn(t, operator.email, code.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    const again = await signIn(t, operator.email, code);
    expect(again.statusCode).toBe(401);
    const row = await t.deps.db
      .selectFrom('operator_recovery_codes')
      .select('used_at')
      .where('code_hash', '=', recoveryCodeHash(code))
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBe(clock.now().toISOString());
  });
});

describe('operator sessions', () => {
  it('refuse a state-changing call without the CSRF token, or with another one', async () => {
    const operator = await newOperator(t, 'reviewer');
    const session = await signedIn(t, operator);
    const without = await t.app.inject({
      method: 'DELETE',
      url: '/backoffice/session',
      headers: session.headers,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toContain("La demande n'a pas pu être vérifiée");
    const forged = await t.app.inject({
      method: 'DELETE',
      url: '/backoffice/session',
      headers: { ...session.headers, 'x-csrf-token': 'x'.repeat(session.csrf.length) },
    });
    expect(forged.statusCode).toBe(403);
    // Nothing happened: the session still works.
    expect(
      (await t.app.inject({ method: 'GET', url: '/backoffice/session', headers: session.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('end after 15 minutes without a call, and any call keeps them alive', async () => {
    const operator = await newOperator(t, 'reviewer');
    const session = await signedIn(t, operator);
    const get = () => t.app.inject({ method: 'GET', url: '/backoffice/session', headers: session.headers });
    const start = clock.now();
    try {
      clock.advance(14 * 60 * 1000);
      expect((await get()).statusCode).toBe(200);
      clock.advance(14 * 60 * 1000);
      expect((await get()).statusCode).toBe(200);
      clock.advance(15 * 60 * 1000 + 1000);
      const expired = await get();
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
      // Ended for good, even if the clock came back.
      clock.set(start);
      expect((await get()).statusCode).toBe(401);
    } finally {
      clock.set(start);
    }
  });

  it('end 10 hours after sign-in however busy the operator is, and the end is journaled', async () => {
    const operator = await newOperator(t, 'supervisor');
    const session = await signedIn(t, operator);
    const get = () => t.app.inject({ method: 'GET', url: '/backoffice/session', headers: session.headers });
    const start = clock.now();
    try {
      // A call every ten minutes: never idle, for ten hours.
      for (let minutes = 10; minutes <= 10 * 60; minutes += 10) {
        clock.set(new Date(start.getTime() + minutes * 60 * 1000));
        expect((await get()).statusCode, `after ${minutes} minutes`).toBe(200);
      }
      clock.advance(60 * 1000);
      const ended = await get();
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
      const expired = (await journalEntries(t, 'operator.session_expired')).at(-1);
      expect(expired?.after_value).toContain('"reason":"max_lifetime"');
      // Ended for good, even if the clock came back.
      clock.set(start);
      expect((await get()).statusCode).toBe(401);
    } finally {
      clock.set(start);
    }
  });

  it('last as long as OPERATOR_SESSION_MAX_HOURS says', async () => {
    const short = await createTestApp({
      clock,
      // An idle timeout longer than the gaps between calls below: only the lifetime ends it.
      env: { RATE_LIMIT_ENABLED: 'false', OPERATOR_SESSION_MAX_HOURS: '1', OPERATOR_IDLE_MINUTES: '60' },
    });
    const start = clock.now();
    try {
      const session = await signedIn(short, await newOperator(short, 'reviewer'));
      const get = () =>
        short.app.inject({ method: 'GET', url: '/backoffice/session', headers: session.headers });
      clock.advance(50 * 60 * 1000);
      expect((await get()).statusCode).toBe(200);
      clock.advance(11 * 60 * 1000);
      expect((await get()).statusCode).toBe(401);
    } finally {
      clock.set(start);
      await short.close();
    }
  });

  it('end at sign-out: the cookie is cleared, the session no longer works and the sign-out is journaled', async () => {
    const operator = await newOperator(t, 'supervisor');
    const session = await signedIn(t, operator);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/backoffice/session',
      headers: session.writeHeaders,
    });
    expect(out.statusCode).toBe(204);
    expect([out.headers['set-cookie']].flat().join('')).toMatch(new RegExp(`${OPERATOR_COOKIE}=;`));
    expect(
      (await t.app.inject({ method: 'GET', url: '/backoffice/session', headers: session.headers }))
        .statusCode,
    ).toBe(401);
    const row = await t.deps.db
      .selectFrom('operator_sessions')
      .select('ended_at')
      .where('token_hash', '=', sha256(session.cookie))
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
    expect((await journalEntries(t, 'operator.signed_out')).at(-1)?.actor_id).toBe(operator.id);
  });
});

describe('failed sign-ins', () => {
  it('lock the account after five failures in fifteen minutes, even for the right credentials', async () => {
    const limited = await createTestApp({ clock });
    try {
      const operator = await newOperator(limited, 'reviewer');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(limited, operator.email, '000000', 'wrong-password-12')).statusCode).toBe(401);
      }
      const right = await signIn(
        limited,
        operator.email,
        currentTotp(operator.totpSecret, clock.now()),
        OPERATOR_PASSWORD,
      );
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('are limited per address too', async () => {
    const limited = await createTestApp({ clock });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        statuses.push(
          (await signIn(limited, `someone${attempt}@bank.example`, '000000', 'wrong-password-12')).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('never count a successful sign-in: ten operators behind one office address all get in, ten failures from it are then held', async () => {
    const limited = await createTestApp({ clock });
    const office = '203.0.113.40';
    const fromOffice = (email: string, code: string, password = OPERATOR_PASSWORD) =>
      limited.app.inject({
        method: 'POST',
        url: '/backoffice/session',
        remoteAddress: office,
        headers: { 'accept-language': 'de' },
        payload: { email, password, code },
      });
    try {
      const team = [];
      for (let member = 0; member < 10; member += 1) team.push(await newOperator(limited, 'reviewer'));
      for (const operator of team) {
        clock.advance(5_000);
        const response = await fromOffice(operator.email, currentTotp(operator.totpSecret, clock.now()));
        expect(response.statusCode, response.body).toBe(200);
      }
      const failures: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        failures.push(
          (await fromOffice(`guess${attempt}@bank.example`, '000000', 'wrong-password-12')).statusCode,
        );
      }
      expect(failures.every((status) => status === 401)).toBe(true);
      // Once the address has spent its failures, even a colleague's right credentials wait.
      const late = team[0] as (typeof team)[number];
      clock.advance(30_000);
      const held = await fromOffice(late.email, currentTotp(late.totpSecret, clock.now()));
      expect(held.statusCode).toBe(429);
      expect(held.json().message).toMatch(
        /^Zu viele fehlgeschlagene Anmeldeversuche\. Versuchen Sie es in 1[45] Min\. erneut\.$/,
      );
      expect(held.json().retry_after_seconds).toBeGreaterThan(13 * 60);
      // Another address is not held by this one's failures.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/backoffice/session',
        remoteAddress: '198.51.100.9',
        payload: {
          email: late.email,
          password: OPERATOR_PASSWORD,
          code: currentTotp(late.totpSecret, clock.now()),
        },
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
