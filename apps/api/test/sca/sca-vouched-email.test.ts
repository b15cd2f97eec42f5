import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PscStandin, startPscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { authorizeAs, callback, pscEnv } from '../pro-sante-connect/psc-sign-in';
import { DEMO_PRACTITIONERS_PATH, importDirectories } from '../sante/sante-fixtures';
import { lastCode, messageCount } from './sca-test-kit';

// The e-mail method set up on the mailbox Pro Santé Connect marked verified is active at once:
// the agency verified it, and each signature's own code is sent there anyway. Any other address
// keeps its set-up code.

/** The e-mail the stand-in federation vouches for Sophie Le Goff, and her practice. */
const VOUCHED_EMAIL = 'sophie.legoff@cabinet-legoff.example.test';
const SOPHIE_PRACTICE = '30158015500010';
const SOPHIE = '819000000018';

let standin: PscStandin;
let t: TestApp;
beforeAll(async () => {
  standin = await startPscStandin();
  t = await createTestApp({ env: { ...pscEnv(standin), RATE_LIMIT_ENABLED: 'false' } });
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH]);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

let freed = 0;
/** Each test starts from Sophie's first sign-in: her earlier account gives up her tie and her address. */
async function freeSophie(): Promise<void> {
  freed += 1;
  await t.deps.db.deleteFrom('psc_accounts').where('national_id', '=', SOPHIE).execute();
  await t.deps.db
    .updateTable('users')
    .set({ email: `earlier-${freed}@example.test` })
    .where('email', '=', VOUCHED_EMAIL)
    .execute();
}

/** Sophie signs in with Pro Santé Connect and creates her account (no password) with this e-mail. */
async function sophieAccount(email: string): Promise<{ id: string; headers: { authorization: string } }> {
  await freeSophie();
  const signIn = (await callback(t, await authorizeAs(t, 'sophie-le-goff'))).json();
  expect(signIn.identity.email).toBe(VOUCHED_EMAIL);
  const created = await t.app.inject({
    method: 'POST',
    url: '/user?accounts=false',
    payload: {
      gender: 2,
      first_name: 'Sophie',
      last_name: 'Le Goff',
      phone: '+33 6 11 22 33 44',
      nationality: 'FR',
      email,
      email_repeat: email,
      registration_type: 'existing_company',
      pro_sante_connect: { link_ticket: signIn.link_ticket, practice_siret: SOPHIE_PRACTICE },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const user = created.json();
  return { id: user.uuid, headers: { authorization: `Bearer ${user.token}` } };
}

const enrollEmail = (headers: { authorization: string }, language = 'fr') =>
  t.app.inject({
    method: 'GET',
    url: '/sca/tokens/email/enroll/init',
    headers: { ...headers, 'x-language': language },
  });

const journalOf = (tokenId: string) =>
  t.deps.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('object_type', '=', 'sca_token')
    .where('object_id', '=', tokenId)
    .execute();

describe('strong authentication by e-mail on the mailbox Pro Santé Connect verified', () => {
  it('is active at once, without a code sent, and journaled with its reason', async () => {
    const sophie = await sophieAccount(VOUCHED_EMAIL);
    const sentBefore = await messageCount(t.deps, VOUCHED_EMAIL);
    const init = await enrollEmail(sophie.headers);
    expect(init.statusCode, init.body).toBe(200);
    const enrollment = init.json();
    expect(enrollment.activated).toEqual({
      reason: 'email_verified_by_pro_sante_connect',
      token: expect.objectContaining({ id: enrollment.id, type: 'email', status: 'active' }),
    });
    // No set-up code: the agency verified this mailbox, and the signature's code goes there anyway.
    expect(await messageCount(t.deps, VOUCHED_EMAIL)).toBe(sentBefore);
    const available = await t.app.inject({ method: 'GET', url: '/sca/available', headers: sophie.headers });
    expect(available.json()).toMatchObject({ configured: true, active: ['email'] });
    const status = await t.app.inject({
      method: 'GET',
      url: `/sca/tokens/${enrollment.id}/enroll/status`,
      headers: sophie.headers,
    });
    expect(status.json()).toEqual({ id: enrollment.id, status: 'active' });
    // Recorded as an activation is, its set-up challenge consumed, and journaled with why no code.
    const challenge = await t.deps.db
      .selectFrom('sca_challenges')
      .selectAll()
      .where('id', '=', enrollment.challenge.id)
      .executeTakeFirstOrThrow();
    expect(challenge).toMatchObject({ purpose: 'enroll', status: 'consumed', code_hash: null });
    expect(challenge.validated_at).toEqual(expect.any(String));
    const journal = await journalOf(enrollment.id);
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      actor_type: 'customer',
      actor_id: sophie.id,
      action: 'customer.sca_method_activated_without_code',
    });
    expect(JSON.parse(journal[0]?.after_value ?? '{}')).toMatchObject({
      type: 'email',
      reason: 'email_verified_by_pro_sante_connect',
      email_verified_at: expect.any(String),
    });
    expect(journal[0]?.after_value).not.toContain(VOUCHED_EMAIL);
  });

  it('asks the code when the account was created with another e-mail than the vouched one', async () => {
    const sophie = await sophieAccount('sophie.perso@example.test');
    const init = await enrollEmail(sophie.headers);
    expect(init.statusCode).toBe(200);
    expect(init.json().activated).toBeNull();
    expect(await lastCode(t.deps, 'sophie.perso@example.test')).toMatch(/^\d{6}$/);
    expect(await journalOf(init.json().id)).toEqual([]);
  });

  it("asks the code again once the account's e-mail changed after the sign-in", async () => {
    const sophie = await sophieAccount(VOUCHED_EMAIL);
    // No customer route changes the e-mail today: the change is written as any future one would be.
    await t.deps.db
      .updateTable('users')
      .set({ email: 'sophie.nouvelle@example.test' })
      .where('id', '=', sophie.id)
      .execute();
    const init = await enrollEmail(sophie.headers);
    expect(init.statusCode).toBe(200);
    expect(init.json().activated).toBeNull();
    expect(await lastCode(t.deps, 'sophie.nouvelle@example.test')).toMatch(/^\d{6}$/);
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: sophie.headers });
    expect(tokens.json()).toEqual([]);
  });

  it('keeps the code for an account without Pro Santé Connect, exactly as before', async () => {
    const user = await createTestUser(t.deps);
    const init = await enrollEmail(user.headers);
    expect(init.statusCode).toBe(200);
    expect(init.json().activated).toBeNull();
    expect(await lastCode(t.deps, user.email)).toMatch(/^\d{6}$/);
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: user.headers });
    expect(tokens.json()).toEqual([]);
  });

  it('keeps the code for an SMS method, even on an account with the vouched e-mail', async () => {
    const sophie = await sophieAccount(VOUCHED_EMAIL);
    const init = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/sms/enroll/init',
      headers: sophie.headers,
    });
    expect(init.statusCode).toBe(200);
    expect(init.json().activated).toBeNull();
  });
});
