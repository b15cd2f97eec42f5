import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestUser, type TestUser } from '../helpers/test-user';
import {
  createScaTestApp,
  enrollCodeMethod,
  lastCode,
  messageCount,
  requireChallenge,
  wrongCodeFor,
} from './sca-test-kit';

// A challenge's attempts and sends are bounded: a failed one cannot be revived by sending it again.
describe('SCA trigger rules', () => {
  const clock = fixedClock(new Date('2026-11-23T09:00:00.000Z'));
  let t: Awaited<ReturnType<typeof createScaTestApp>>;
  beforeAll(async () => {
    t = await createScaTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const trigger = (user: TestUser, challengeId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: {},
    });
  const validate = (user: TestUser, challengeId: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: user.headers,
      payload: { challenge_id: challengeId, code },
    });
  const attempts = async (challengeId: string) =>
    (
      await t.deps.db
        .selectFrom('sca_challenges')
        .select('attempts')
        .where('id', '=', challengeId)
        .executeTakeFirstOrThrow()
    ).attempts;

  async function readyUser() {
    clock.advance(60 * 60_000); // a fresh per-user send window for each test
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    return user;
  }

  it('a challenge failed by five wrong codes cannot be triggered again; the action gives a new one', async () => {
    const user = await readyUser();
    const challengeId = await requireChallenge(t.app, user);
    await trigger(user, challengeId);
    const code = await lastCode(t.deps, user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) await validate(user, challengeId, wrongCodeFor(code));
    const sentBefore = await messageCount(t.deps, user.email);

    const again = await trigger(user, challengeId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'failed',
      message: "La vérification en deux étapes n'a pas abouti",
      reason: 'Trop de codes erronés. Demandez un nouveau code.',
    });
    expect(await messageCount(t.deps, user.email)).toBe(sentBefore);
    expect(await attempts(challengeId)).toBe(5);

    const nextId = await requireChallenge(t.app, user);
    expect(nextId).not.toBe(challengeId);
    expect((await trigger(user, nextId)).statusCode).toBe(200);
    expect((await validate(user, nextId, await lastCode(t.deps, user.email))).statusCode).toBe(200);
  });

  it('an expired challenge cannot be triggered again, before or after its first send', async () => {
    const user = await readyUser();
    const sent = await requireChallenge(t.app, user);
    await trigger(user, sent);
    const never = await requireChallenge(t.app, user);
    clock.advance(10 * 60_000 + 1000);
    const sentBefore = await messageCount(t.deps, user.email);
    for (const id of [sent, never]) {
      const again = await trigger(user, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: 'expired' });
    }
    expect(await messageCount(t.deps, user.email)).toBe(sentBefore);
  });

  it('a resend keeps the wrong codes already typed: five in all per challenge', async () => {
    const user = await readyUser();
    const challengeId = await requireChallenge(t.app, user);
    await trigger(user, challengeId);
    const first = await lastCode(t.deps, user.email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await validate(user, challengeId, wrongCodeFor(first));

    expect((await trigger(user, challengeId)).statusCode).toBe(200);
    const second = await lastCode(t.deps, user.email);
    const wrong = await validate(user, challengeId, wrongCodeFor(second));
    expect(wrong.json().attempts_left).toBe(1);
    await validate(user, challengeId, wrongCodeFor(second));
    const refused = await validate(user, challengeId, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'failed' });
  });

  it('the fifth code typed may be the right one: it validates the challenge', async () => {
    const user = await readyUser();
    const challengeId = await requireChallenge(t.app, user);
    await trigger(user, challengeId);
    const code = await lastCode(t.deps, user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await validate(user, challengeId, wrongCodeFor(code));

    const fifth = await validate(user, challengeId, code);
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json()).toMatchObject({ id: challengeId, status: 'accepted' });
    expect(await attempts(challengeId)).toBe(5);
    const retried = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, 'x-sca-challenge': challengeId },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('at most three codes are sent for one challenge', async () => {
    const user = await readyUser();
    const challengeId = await requireChallenge(t.app, user);
    for (let sent = 1; sent <= 3; sent += 1) {
      clock.advance(1000); // each code has its own send time: the test reads the newest one
      expect((await trigger(user, challengeId)).statusCode).toBe(200);
    }
    const sentBefore = await messageCount(t.deps, user.email);

    const fourth = await trigger(user, challengeId);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      "Trop de codes envoyés pour cette vérification. Recommencez l'opération pour en recevoir un nouveau.",
    );
    expect(await messageCount(t.deps, user.email)).toBe(sentBefore);
    // The last code sent still works: the cap stops sends, not the challenge.
    expect((await validate(user, challengeId, await lastCode(t.deps, user.email))).statusCode).toBe(200);
  });

  it('an enrolment code is sent at most three times too (the first send counts)', async () => {
    clock.advance(60 * 60_000);
    const user = await createTestUser(t.deps);
    const init = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/email/enroll/init',
      headers: user.headers,
    });
    const challengeId = init.json().challenge.id;
    for (let resend = 1; resend <= 2; resend += 1)
      expect((await trigger(user, challengeId)).statusCode).toBe(200);
    expect((await trigger(user, challengeId)).statusCode).toBe(429);
  });
});
