import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestUser, type TestUser } from '../helpers/test-user';
import {
  createScaTestApp,
  enrollCodeMethod,
  lastCode,
  lastMessage,
  messageCount,
  requireChallenge,
  wrongCodeFor,
} from './sca-test-kit';

/** The test user's phone ("+33 6 12 34 56 78") as SMS are addressed: E.164. */
const PHONE = '+33612345678';

describe('SCA challenges (status 399) with codes by e-mail and SMS', () => {
  const clock = fixedClock(new Date('2026-11-22T09:00:00.000Z'));
  let t: Awaited<ReturnType<typeof createScaTestApp>>;
  beforeAll(async () => {
    t = await createScaTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const sensitive = (user: TestUser, challengeId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, ...(challengeId ? { 'x-sca-challenge': challengeId } : {}) },
    });
  const trigger = (user: TestUser, challengeId: string, payload: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload,
    });
  const validate = (user: TestUser, challengeId: string, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: user.headers,
      payload: { challenge_id: challengeId, ...(code ? { code } : {}) },
    });
  const status = async (user: TestUser, challengeId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/sca/challenges/${challengeId}/status`,
        headers: user.headers,
      })
    ).json().status;

  it('399 without a method tells the web app to set one up first', async () => {
    const user = await createTestUser(t.deps);
    const response = await sensitive(user);
    expect(response.statusCode).toBe(399);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'sca_required',
      message: 'Une vérification en deux étapes est nécessaire pour continuer.',
      setup_required: true,
      available: ['app', 'email', 'sms'],
      tokens: [],
      challenge: { status: 'init', action: 'test.action', event: 'test.action', token: null },
    });
    expect(body.challenge.id).toEqual(expect.any(String));
    expect(body.challenge.description).toBe('Confirmer une opération sensible');
  });

  it('399 with a method lists it; after the code is validated the retried call goes through once', async () => {
    const user = await createTestUser(t.deps);
    const tokenId = await enrollCodeMethod(t.app, t.deps, user, 'email');

    const first = await sensitive(user);
    expect(first.statusCode).toBe(399);
    expect(first.json()).toMatchObject({
      setup_required: false,
      tokens: [{ id: tokenId, type: 'email', description: 'u•••@example.test' }],
    });
    const challengeId = first.json().challenge.id;

    const triggered = await trigger(user, challengeId, { token_id: tokenId });
    expect(triggered.statusCode).toBe(200);
    expect(triggered.json()).toMatchObject({
      id: challengeId,
      status: 'triggered',
      ttl: 120,
      token: { id: tokenId, type: 'email', description: 'u•••@example.test' },
    });
    const message = await lastMessage(t.deps, user.email);
    expect(message.body_text).toMatch(
      /^Votre code de vérification\u00a0: \d{6}\. Il expire dans 2 minutes\./,
    );
    const code = await lastCode(t.deps, user.email);

    // Not validated yet: the header alone does not let the call through.
    expect((await sensitive(user, challengeId)).statusCode).toBe(399);

    const validated = await validate(user, challengeId, code);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ id: challengeId, status: 'accepted' });

    const retried = await sensitive(user, challengeId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ done: true });
    expect(await status(user, challengeId)).toBe('consumed');

    // Single use: the same challenge and the same code are both refused afterwards.
    expect((await sensitive(user, challengeId)).statusCode).toBe(399);
    const reused = await validate(user, challengeId, code);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      status: 'consumed',
      message: "La vérification en deux étapes n'a pas abouti",
    });
  });

  it('a challenge validated for one action does not authorize another', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    const challengeId = await requireChallenge(t.app, user);
    await trigger(user, challengeId);
    expect((await validate(user, challengeId, await lastCode(t.deps, user.email))).statusCode).toBe(200);

    const other = await t.app.inject({
      method: 'POST',
      url: '/__test/other',
      headers: { ...user.headers, 'x-sca-challenge': challengeId },
    });
    expect(other.statusCode).toBe(399);
    expect(other.json().challenge.id).not.toBe(challengeId);
    // Still good for the action it was made for.
    expect((await sensitive(user, challengeId)).statusCode).toBe(200);
  });

  it('the sixth attempt is refused even with the right code, and the challenge has failed', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    const challengeId = await requireChallenge(t.app, user);
    await trigger(user, challengeId);
    const code = await lastCode(t.deps, user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await validate(user, challengeId, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().attempts_left).toBe(5 - attempt);
    }
    const sixth = await validate(user, challengeId, code);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ status: 'failed' });
    expect(await status(user, challengeId)).toBe('failed');
    expect((await sensitive(user, challengeId)).statusCode).toBe(399);
  });

  it('an expired code is refused, and a validated challenge not used in time no longer authorizes', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    const challengeId = await requireChallenge(t.app, user);
    await trigger(user, challengeId);
    const code = await lastCode(t.deps, user.email);
    clock.advance(121_000);
    expect(await status(user, challengeId)).toBe('expired');
    const late = await validate(user, challengeId, code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 'expired' });

    // A new code comes with a new challenge, from the action again.
    const nextId = await requireChallenge(t.app, user);
    await trigger(user, nextId);
    const fresh = await lastCode(t.deps, user.email);
    clock.advance(119_000);
    expect((await validate(user, nextId, fresh)).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 1000);
    expect((await sensitive(user, nextId)).statusCode).toBe(399);
  });

  it('codes by SMS go to the phone; without token_id the method used last is chosen', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    clock.advance(1000);
    const smsId = await enrollCodeMethod(t.app, t.deps, user, 'sms');
    const challengeId = await requireChallenge(t.app, user);
    const triggered = await trigger(user, challengeId);
    expect(triggered.json().token).toMatchObject({
      id: smsId,
      type: 'sms',
      description: '+33 6 •• •• •• 78',
    });
    const sms = await lastMessage(t.deps, PHONE);
    expect(sms.channel).toBe('sms');
    expect(sms.body_text).toMatch(/^Votre code de vérification\u00a0: \d{6}\. Il expire dans 2 minutes\.$/);
    expect((await validate(user, challengeId, await lastCode(t.deps, PHONE))).statusCode).toBe(200);
    expect((await sensitive(user, challengeId)).statusCode).toBe(200);
  });

  it('at most five codes are sent per user in ten minutes, whatever the challenges', async () => {
    clock.advance(60 * 60_000);
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email'); // 1 code
    const first = await requireChallenge(t.app, user);
    for (let sent = 2; sent <= 4; sent += 1) expect((await trigger(user, first)).statusCode).toBe(200);
    const second = await requireChallenge(t.app, user);
    expect((await trigger(user, second)).statusCode).toBe(200); // 5 codes
    const before = await messageCount(t.deps, user.email);
    const refused = await trigger(user, second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Trop de codes envoyés. Veuillez réessayer dans quelques minutes.');
    expect(await messageCount(t.deps, user.email)).toBe(before);
    clock.advance(10 * 60_000 + 1000);
    expect((await trigger(user, await requireChallenge(t.app, user))).statusCode).toBe(200);
  });

  it("another user can neither read, trigger nor validate someone's challenges and tokens (404)", async () => {
    const owner = await createTestUser(t.deps);
    const intruder = await createTestUser(t.deps);
    const tokenId = await enrollCodeMethod(t.app, t.deps, owner, 'email');
    await enrollCodeMethod(t.app, t.deps, intruder, 'email');
    const challengeId = await requireChallenge(t.app, owner);
    await trigger(owner, challengeId);
    const code = await lastCode(t.deps, owner.email);
    const sentBefore = await messageCount(t.deps, owner.email);

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/sca/challenges/${challengeId}/status`,
          headers: intruder.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await trigger(intruder, challengeId)).statusCode).toBe(404);
    expect((await validate(intruder, challengeId, code)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/sca/tokens/${tokenId}/enroll/status`,
          headers: intruder.headers,
        })
      ).statusCode,
    ).toBe(404);
    const activate = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${tokenId}/enroll/activate`,
      headers: intruder.headers,
      payload: { code, challenge_id: challengeId, token_id: tokenId },
    });
    expect(activate.statusCode).toBe(404);
    // Nor use the owner's method for a challenge of their own.
    const own = await requireChallenge(t.app, intruder);
    expect((await trigger(intruder, own, { token_id: tokenId })).statusCode).toBe(404);
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: intruder.headers });
    expect(tokens.json().map((token: { id: string }) => token.id)).not.toContain(tokenId);

    // Nothing changed for the owner: no code sent, no attempt counted, the code still works.
    expect(await messageCount(t.deps, owner.email)).toBe(sentBefore);
    const row = await t.deps.db
      .selectFrom('sca_challenges')
      .select(['attempts', 'status'])
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 0, status: 'triggered' });
    expect((await validate(owner, challengeId, code)).statusCode).toBe(200);
    // A validated challenge of the owner does not let the intruder through.
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...intruder.headers, 'x-sca-challenge': challengeId },
    });
    expect(borrowed.statusCode).toBe(399);
    expect((await sensitive(owner, challengeId)).statusCode).toBe(200);
  });

  it('texts follow the language of the request', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    const response = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, 'x-language': 'de' },
    });
    expect(response.json().message).toBe('Zum Fortfahren ist eine Zwei-Schritt-Verifizierung erforderlich.');
    await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${response.json().challenge.id}/trigger`,
      headers: { ...user.headers, 'x-language': 'de' },
      payload: {},
    });
    const message = await lastMessage(t.deps, user.email);
    expect(message.subject).toBe('Ihr Bestätigungscode');
    expect(message.body_text).toMatch(/^Ihr Bestätigungscode: \d{6}\. Er läuft in 2 Minuten ab\./);
  });
});
