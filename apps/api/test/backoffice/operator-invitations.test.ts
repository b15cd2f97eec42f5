import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { currentTotp } from '../../src/modules/operators/totp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  journalEntries,
  newOperator,
  OPERATOR_PASSWORD,
  type SignedInOperator,
  signedIn,
  signIn,
} from './operator-kit';

const clock = fixedClock(new Date('2026-11-25T09:00:00Z'));
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false', OPERATOR_INVITATION_HOURS: '72' } });
});
afterAll(async () => {
  await t.close();
});

const post = (who: SignedInOperator, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.writeHeaders, 'accept-language': 'en' }, payload });

const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' }, payload });

/** The one-time link's token from the last e-mail sent to this address. */
async function linkTokenSentTo(email: string): Promise<string> {
  const mail = await t.deps.db
    .selectFrom('outbox_messages')
    .select(['body_text'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/invitation#([\w-]+)/.exec(mail.body_text)?.[1];
  expect(token, mail.body_text).toBeDefined();
  return token as string;
}

async function invite(admin: SignedInOperator, role = 'reviewer') {
  counter += 1;
  const email = `new.operator${counter}@bank.example`;
  const response = await post(admin, '/backoffice/operators/invitations', {
    email,
    name: `Nouvelle Recrue ${counter}`,
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, token: await linkTokenSentTo(email) };
}

const PASSWORD = 'Dossiers-bien-tenus-2026';

describe('an administrator invites a new operator', () => {
  it('who opens the link, sets a password and TOTP, then signs in; the link works once', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const { email, token } = await invite(admin);

    const list = (await t.app.inject({ url: '/backoffice/operators', headers: admin.headers })).json();
    expect(list.invitations).toContainEqual(expect.objectContaining({ email, role: 'reviewer' }));
    const stored = await t.deps.db
      .selectFrom('operator_invitations')
      .select('token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const opened = await anonymous('/backoffice/invitations/lookup', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ purpose: 'invitation', email, role: 'reviewer' });
    const secret = opened.json().totp_secret as string;
    expect(opened.json().otpauth_url).toContain(`secret=${secret}`);

    const weak = await anonymous('/backoffice/invitations/accept', {
      token,
      password: 'abc',
      code: currentTotp(secret, clock.now()),
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields).toMatchObject({ password: 'The password is too weak' });
    const wrongCode = await anonymous('/backoffice/invitations/accept', {
      token,
      password: PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(Object.keys(wrongCode.json().fields)).toEqual(['code']);
    expect(await t.deps.db.selectFrom('operators').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );

    const accepted = await anonymous('/backoffice/invitations/accept', {
      token,
      password: PASSWORD,
      code: currentTotp(secret, clock.now()),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().recovery_codes).toHaveLength(10);

    const again = await anonymous('/backoffice/invitations/accept', {
      token,
      password: PASSWORD,
      code: currentTotp(secret, clock.now()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('no longer valid');
    expect((await anonymous('/backoffice/invitations/lookup', { token })).statusCode).toBe(409);

    // The code typed to enrol is spent: sign-in takes the next one.
    expect((await signIn(t, email, currentTotp(secret, clock.now()), PASSWORD)).statusCode).toBe(401);
    clock.advance(30_000);
    const first = await signIn(t, email, currentTotp(secret, clock.now()), PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().operator).toMatchObject({ email, role: 'reviewer' });

    const operatorId = first.json().operator.id as string;
    expect((await journalEntries(t, 'operator.invited')).at(-1)).toMatchObject({
      actor_id: admin.operatorId,
      object_id: operatorId,
    });
    expect((await journalEntries(t, 'operator.invitation_accepted')).at(-1)).toMatchObject({
      actor_id: operatorId,
      object_id: operatorId,
    });
  });

  it('expires after the configured hours, and a new invitation replaces the earlier link', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const first = await invite(admin);
    // A later invitation (the test clock stands still otherwise, and the newest mail is read by its time).
    clock.advance(1000);
    const second = await post(admin, '/backoffice/operators/invitations', {
      email: first.email,
      name: 'Nouvelle Recrue',
      role: 'auditor',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((await anonymous('/backoffice/invitations/lookup', { token: first.token })).statusCode).toBe(409);
    const replacing = await linkTokenSentTo(first.email);
    expect((await anonymous('/backoffice/invitations/lookup', { token: replacing })).json().role).toBe(
      'auditor',
    );

    clock.advance(72 * 60 * 60 * 1000 + 1000);
    const expired = await anonymous('/backoffice/invitations/lookup', { token: replacing });
    expect(expired.statusCode).toBe(409);
  });

  it('refuses an address an operator already has, a bad body in field words, and any other role', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const existing = await newOperator(t, 'reviewer');
    const taken = await post(admin, '/backoffice/operators/invitations', {
      email: existing.email.toUpperCase(),
      name: 'Twice',
      role: 'reviewer',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An operator already has this e-mail address.');
    const bad = await post(admin, '/backoffice/operators/invitations', {
      email: 'nope',
      name: '',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name', 'role']);
    const supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
    expect(
      (
        await post(supervisor, '/backoffice/operators/invitations', {
          email: 'x@bank.example',
          name: 'X',
          role: 'administrator',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("an administrator resets an operator's second factor", () => {
  it('ends their sessions, stops the old codes at once, and a link lets them enrol again', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const operator = await newOperator(t, 'supervisor');
    clock.advance(30_000);
    const open = await signedIn(t, operator);
    expect((await t.app.inject({ url: '/backoffice/cases', headers: open.headers })).statusCode).toBe(200);

    const reset = await post(admin, `/backoffice/operators/${operator.id}/second-factor-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ operator_id: operator.id, ended_sessions: 1 });
    expect((await t.app.inject({ url: '/backoffice/cases', headers: open.headers })).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await signIn(t, operator.email, currentTotp(operator.totpSecret, clock.now()))).statusCode).toBe(
      401,
    );
    expect((await signIn(t, operator.email, operator.recoveryCodes[0] as string)).statusCode).toBe(401);

    const token = await linkTokenSentTo(operator.email);
    const opened = await anonymous('/backoffice/invitations/lookup', { token });
    expect(opened.json()).toMatchObject({ purpose: 'second_factor_reset', email: operator.email });
    const secret = opened.json().totp_secret as string;
    const enrolled = await anonymous('/backoffice/invitations/accept', {
      token,
      code: currentTotp(secret, clock.now()),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    clock.advance(30_000);
    expect(
      (await signIn(t, operator.email, currentTotp(secret, clock.now()), OPERATOR_PASSWORD)).statusCode,
    ).toBe(200);
    expect((await journalEntries(t, 'operator.second_factor_reset')).at(-1)).toMatchObject({
      actor_id: admin.operatorId,
      object_id: operator.id,
    });
    expect((await journalEntries(t, 'operator.second_factor_enrolled')).at(-1)).toMatchObject({
      object_id: operator.id,
    });
  });

  it('is refused on their own account and for a disabled operator', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const own = await post(admin, `/backoffice/operators/${admin.operatorId}/second-factor-reset`);
    expect(own.statusCode).toBe(403);
    const leaving = await newOperator(t, 'reviewer');
    expect((await post(admin, `/backoffice/operators/${leaving.id}/disable`)).statusCode).toBe(200);
    const disabled = await post(admin, `/backoffice/operators/${leaving.id}/second-factor-reset`);
    expect(disabled.statusCode).toBe(409);
  });
});
