import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../helpers/test-user';
import {
  answerWithEmail,
  createScaTestApp,
  enrollCodeMethod,
  lastCode,
  messageCount,
  requireChallenge,
} from './sca-test-kit';

/** The test user's phone ("+33 6 12 34 56 78") as SMS are addressed: E.164. */
const PHONE = '+33612345678';

// Someone holding only a stolen session must not be able to add their own phone or device.
describe('adding a method once one is active needs a validated challenge (action sca.enroll)', () => {
  let t: Awaited<ReturnType<typeof createScaTestApp>>;
  beforeAll(async () => {
    t = await createScaTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const init = (user: TestUser, type: string, challengeId?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/sca/tokens/${type}/enroll/init`,
      headers: { ...user.headers, ...(challengeId ? { 'x-sca-challenge': challengeId } : {}) },
    });
  const tokenCount = async (user: TestUser) =>
    (await t.deps.db.selectFrom('sca_tokens').select('id').where('user_id', '=', user.id).execute()).length;

  it('the first method needs no challenge: there is nothing to answer one with yet', async () => {
    const user = await createTestUser(t.deps);
    expect((await init(user, 'email')).statusCode).toBe(200);
  });

  for (const type of ['sms', 'app', 'email'] as const) {
    it(`${type}: refused with 399 without a challenge; nothing is created or sent`, async () => {
      const user = await createTestUser(t.deps);
      const activeId = await enrollCodeMethod(t.app, t.deps, user, 'email');
      const tokensBefore = await tokenCount(user);
      const smsBefore = await messageCount(t.deps, PHONE);
      const emailsBefore = await messageCount(t.deps, user.email);

      const refused = await init(user, type);
      expect(refused.statusCode).toBe(399);
      expect(refused.json()).toMatchObject({
        code: 'sca_required',
        setup_required: false,
        tokens: [{ id: activeId, type: 'email' }],
        challenge: {
          status: 'init',
          action: 'sca.enroll',
          description: 'Ajouter une méthode de vérification en deux étapes',
        },
      });
      expect(await tokenCount(user)).toBe(tokensBefore);
      expect(await messageCount(t.deps, PHONE)).toBe(smsBefore);
      expect(await messageCount(t.deps, user.email)).toBe(emailsBefore);

      // A challenge that is not validated yet does not open the door either.
      const pending = await init(user, type, refused.json().challenge.id);
      expect(pending.statusCode).toBe(399);
      expect(await tokenCount(user)).toBe(tokensBefore);
    });
  }

  it('accepted once with the challenge validated by the active method, then 399 again', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    const refused = await init(user, 'sms');
    const challengeId = await answerWithEmail(t.app, t.deps, user, refused.json().challenge.id);

    const accepted = await init(user, 'sms', challengeId);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ type: 'sms', description: '+33 6 •• •• •• 78' });
    // The enrolment code went to the new phone; typing it turns the method on.
    const activate = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${accepted.json().id}/enroll/activate`,
      headers: user.headers,
      payload: { code: await lastCode(t.deps, PHONE), challenge_id: accepted.json().challenge.id },
    });
    expect(activate.statusCode).toBe(200);
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: user.headers });
    expect(
      tokens
        .json()
        .map((token: { type: string }) => token.type)
        .sort(),
    ).toEqual(['email', 'sms']);

    // Single use: the same challenge does not start a second enrolment.
    expect((await init(user, 'app', challengeId)).statusCode).toBe(399);
  });

  it('a challenge validated for another action is not accepted', async () => {
    const user = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    const otherId = await answerWithEmail(t.app, t.deps, user, await requireChallenge(t.app, user));
    const tokensBefore = await tokenCount(user);

    const refused = await init(user, 'app', otherId);
    expect(refused.statusCode).toBe(399);
    expect(refused.json().challenge.id).not.toBe(otherId);
    expect(await tokenCount(user)).toBe(tokensBefore);
    // Still good for the action it was validated for.
    const sensitive = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, 'x-sca-challenge': otherId },
    });
    expect(sensitive.statusCode).toBe(200);
  });

  it("another user's validated enrolment challenge is not accepted", async () => {
    const owner = await createTestUser(t.deps);
    const intruder = await createTestUser(t.deps);
    await enrollCodeMethod(t.app, t.deps, owner, 'email');
    await enrollCodeMethod(t.app, t.deps, intruder, 'email');
    const ownerChallenge = await answerWithEmail(
      t.app,
      t.deps,
      owner,
      (await init(owner, 'sms')).json().challenge.id,
    );
    expect((await init(intruder, 'sms', ownerChallenge)).statusCode).toBe(399);
    expect((await init(owner, 'sms', ownerChallenge)).statusCode).toBe(200);
  });
});
