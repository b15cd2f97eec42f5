import { webcrypto } from 'node:crypto';
import { buildApp } from '../../src/app';
import { type Clock, systemClock } from '../../src/clock';
import { type Env, loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import type { App, AppDeps } from '../../src/types';
import { createTestDb } from '../helpers/test-db';
import type { TestUser } from '../helpers/test-user';

export const SENSITIVE_ACTION = 'test.action';
export const OTHER_ACTION = 'test.other';

/**
 * The real API (as createTestApp builds it) plus two test-only routes guarded by requireSca:
 * routes must be added before the app is ready, which createTestApp has already made it.
 */
export async function createScaTestApp(
  options: {
    clock?: Clock;
    /** More settings (an SMS provider, say). */
    env?: Partial<Env>;
    /** Receives every log line of the API at trace level (to check what it writes). */
    logLine?: (line: string) => void;
  } = {},
) {
  const testDb = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    DATABASE_URL: testDb.url,
    LOG_LEVEL: 'silent',
    ...options.env,
  } as Record<string, string>);
  const deps: AppDeps = await createDeps(config, testDb, options.clock ?? systemClock);
  const { logLine } = options;
  const app: App = await buildApp(
    deps,
    logLine ? { logger: { level: 'trace', stream: { write: (line: string) => logLine(line) } } } : {},
  );
  app.post(
    '/__test/sensitive',
    { preHandler: [app.authenticate, app.requireSca(SENSITIVE_ACTION)] },
    async () => ({ done: true }),
  );
  app.post('/__test/other', { preHandler: [app.authenticate, app.requireSca(OTHER_ACTION)] }, async () => ({
    done: true,
  }));
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      deps.messaging.close();
      await testDb.destroy();
    },
  };
}

// Codes already read by a test: with a fixed clock several messages share a timestamp, so
// "the newest" is the one the test has not read yet.
const readMessageIds = new Set<string>();

async function messagesTo(deps: AppDeps, recipient: string) {
  return deps.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The newest message to this recipient that the test has not read yet, from the outbox table. */
export async function lastMessage(deps: AppDeps, recipient: string) {
  const rows = await messagesTo(deps, recipient);
  const row = rows.find((candidate) => !readMessageIds.has(candidate.id));
  if (!row) throw new Error(`no new message to ${recipient}`);
  return row;
}

export async function messageCount(deps: AppDeps, recipient: string): Promise<number> {
  return (await messagesTo(deps, recipient)).length;
}

/**
 * The six-digit code in the newest unread message to this recipient that carries one (other
 * e-mails, such as "we received your file", can share its timestamp); marks every message read.
 */
export async function lastCode(deps: AppDeps, recipient: string): Promise<string> {
  const rows = await messagesTo(deps, recipient);
  const codes = rows
    .filter((row) => !readMessageIds.has(row.id))
    .map((row) => /\b(\d{6})\b/.exec(row.body_text)?.[1])
    .filter((code): code is string => code !== undefined);
  for (const row of rows) readMessageIds.add(row.id);
  if (!codes[0]) throw new Error(`no new message with a code to ${recipient}`);
  return codes[0];
}

export const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

/**
 * Answers a 399 with the user's e-mail method: triggers its challenge, types the code from the
 * outbox and returns the validated challenge id, for the x-sca-challenge header of the retry.
 */
export async function answerWithEmail(app: App, deps: AppDeps, user: TestUser, challengeId: string) {
  const triggered = await app.inject({
    method: 'POST',
    url: `/sca/challenges/${challengeId}/trigger`,
    headers: user.headers,
    payload: {},
  });
  if (triggered.statusCode !== 200) throw new Error(`trigger ${triggered.statusCode}: ${triggered.body}`);
  const validated = await app.inject({
    method: 'POST',
    url: `/sca/challenges/${challengeId}/validate`,
    headers: user.headers,
    payload: { challenge_id: challengeId, code: await lastCode(deps, user.email) },
  });
  if (validated.statusCode !== 200) throw new Error(`validate ${validated.statusCode}: ${validated.body}`);
  return challengeId;
}

/**
 * GET /sca/tokens/{type}/enroll/init as the web app does it: when a method is already active the
 * API answers 399, the challenge is answered by e-mail and the call retried with it.
 */
export async function startEnrollment(
  app: App,
  deps: AppDeps,
  user: TestUser,
  type: 'app' | 'email' | 'sms',
) {
  const url = `/sca/tokens/${type}/enroll/init`;
  const first = await app.inject({ method: 'GET', url, headers: user.headers });
  if (first.statusCode !== 399) return first;
  const challengeId = await answerWithEmail(app, deps, user, first.json().challenge.id);
  return app.inject({ method: 'GET', url, headers: { ...user.headers, 'x-sca-challenge': challengeId } });
}

/** Sets up an e-mail or SMS method through the routes, reading the code from the outbox. */
export async function enrollCodeMethod(
  app: App,
  deps: AppDeps,
  user: TestUser,
  type: 'email' | 'sms',
): Promise<string> {
  const init = await startEnrollment(app, deps, user, type);
  if (init.statusCode !== 200) throw new Error(`enroll init ${init.statusCode}: ${init.body}`);
  const { id, challenge } = init.json<{ id: string; challenge: { id: string } }>();
  // The test user's phone, "+33 6 12 34 56 78", as SMS are addressed (E.164).
  const recipient = type === 'email' ? user.email : '+33612345678';
  const code = await lastCode(deps, recipient);
  const activate = await app.inject({
    method: 'POST',
    url: `/sca/tokens/${id}/enroll/activate`,
    headers: user.headers,
    payload: { code, challenge_id: challenge.id, token_id: id },
  });
  if (activate.statusCode !== 200) throw new Error(`activate ${activate.statusCode}: ${activate.body}`);
  return id;
}

/** Calls the guarded test route and returns the 399 challenge id. */
export async function requireChallenge(app: App, user: TestUser, url = '/__test/sensitive'): Promise<string> {
  const response = await app.inject({ method: 'POST', url, headers: user.headers });
  if (response.statusCode !== 399) throw new Error(`expected 399, got ${response.statusCode}`);
  return response.json<{ challenge: { id: string } }>().challenge.id;
}

/** A device as the companion app holds it: a WebCrypto ECDSA P-256 key pair. */
export async function newDevice() {
  const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const jwk = await webcrypto.subtle.exportKey('jwk', keys.publicKey);
  return {
    publicKey: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
    async sign(payload: string): Promise<string> {
      const signature = await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keys.privateKey,
        new TextEncoder().encode(payload),
      );
      return Buffer.from(signature).toString('base64url');
    },
  };
}
