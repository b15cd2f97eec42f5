import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { type OvhSmsStandIn, STAND_IN_ACCOUNT, startOvhSmsStandIn } from '../messaging/ovh-sms-stand-in';
import { createScaTestApp, enrollCodeMethod, requireChallenge, startEnrollment } from './sca-test-kit';

/** The test user's phone ("+33 6 12 34 56 78") as SMS are addressed: E.164. */
const PHONE = '+33612345678';

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 150; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never reached');
};

describe('SCA codes by SMS through the provider (OVHcloud stand-in on loopback)', () => {
  let standIn: OvhSmsStandIn;
  let t: Awaited<ReturnType<typeof createScaTestApp>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    standIn = await startOvhSmsStandIn();
    t = await createScaTestApp({ env: standIn.env, logLine: (line) => logLines.push(line) });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  const trigger = (user: TestUser, challengeId: string, tokenId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: { token_id: tokenId },
    });
  const validate = (user: TestUser, challengeId: string, code: string, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: { ...user.headers, 'x-language': language },
      payload: { challenge_id: challengeId, code },
    });
  const status = async (user: TestUser, challengeId: string): Promise<string> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/sca/challenges/${challengeId}/status`,
        headers: user.headers,
      })
    ).json().status;

  it('the code reaches the phone once through the provider and answers the challenge', async () => {
    const user = await createTestUser(t.deps);
    const tokenId = await enrollCodeMethod(t.app, t.deps, user, 'sms');
    const challengeId = await requireChallenge(t.app, user);
    expect((await trigger(user, challengeId, tokenId)).statusCode).toBe(200);
    // The challenge's code leaves in one outbox message, whose id is the provider's client reference.
    const { code_message_id: reference } = await t.deps.db
      .selectFrom('sca_challenges')
      .select('code_message_id')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    const sms = await until(
      async () => standIn.accepted.find((candidate) => candidate.tag === reference),
      (found) => found !== undefined,
    );
    expect(sms).toMatchObject({ receiver: PHONE, sender: STAND_IN_ACCOUNT.sender });
    expect(standIn.deliveries(reference ?? '')).toBe(1);
    expect(standIn.jobCalls().every((call) => call.signatureValid)).toBe(true);
    const code = /\b(\d{6})\b/.exec(sms?.message ?? '')?.[1] ?? '';
    const validated = await validate(user, challengeId, code);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().status).toBe('accepted');
  });

  it('a number the provider refuses fails the challenge: its status says so and the code is refused with the spec’s message', async () => {
    const user = await createTestUser(t.deps);
    const tokenId = await enrollCodeMethod(t.app, t.deps, user, 'sms');
    standIn.invalidNumbers.add(PHONE);
    const challengeId = await requireChallenge(t.app, user);
    const triggered = await trigger(user, challengeId, tokenId);
    expect(triggered.json().status).toBe('triggered');
    // The web polls the status while the customer waits for the code: it turns failed.
    expect(
      await until(
        () => status(user, challengeId),
        (value) => value !== 'triggered',
      ),
    ).toBe('failed');
    // Refused for good: asked once, never again.
    const { code_message_id: reference } = await t.deps.db
      .selectFrom('sca_challenges')
      .select('code_message_id')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(standIn.jobCalls().filter((call) => call.body?.tag === reference)).toHaveLength(1);
    expect(standIn.deliveries(reference ?? '')).toBe(0);

    const refused = await validate(user, challengeId, '123456');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'failed',
      message: "La vérification en deux étapes n'a pas abouti",
      reason:
        "Le code n'a pas pu vous être envoyé. Réessayez ou choisissez une autre méthode de vérification.",
    });
    const inEnglish = await validate(user, challengeId, '123456', 'en');
    expect(inEnglish.json()).toMatchObject({
      message: 'Two-step verification was not successful',
      reason: 'The code could not be sent to you. Try again or choose another verification method.',
    });
    // A failed challenge authorizes nothing: the action asks for a new one.
    const retried = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, 'x-sca-challenge': challengeId },
    });
    expect(retried.statusCode).toBe(399);
  });

  it('setting up SMS on a number the provider refuses ends the set-up instead of waiting for the code', async () => {
    const user = await createTestUser(t.deps);
    standIn.invalidNumbers.add(PHONE);
    const init = await startEnrollment(t.app, t.deps, user, 'sms');
    const { id, challenge } = init.json<{ id: string; challenge: { id: string } }>();
    const enrollStatus = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/sca/tokens/${id}/enroll/status`, headers: user.headers })
      ).json().status as string;
    expect(await until(enrollStatus, (value) => value !== 'init')).toBe('failed');
    const activate = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${id}/enroll/activate`,
      headers: user.headers,
      payload: { code: '123456', challenge_id: challenge.id, token_id: id },
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json()).toMatchObject({ status: 'failed' });
    expect(activate.json().reason).toContain("n'a pas pu vous être envoyé");
  });

  it('the provider’s secret and consumer key appear in no log line and no outbox record', async () => {
    expect(logLines.length).toBeGreaterThan(0);
    const written = [
      ...logLines,
      ...(await t.deps.db.selectFrom('outbox_messages').selectAll().execute()).map((row) =>
        JSON.stringify(row),
      ),
    ].join('\n');
    expect(written).not.toContain(STAND_IN_ACCOUNT.applicationSecret);
    expect(written).not.toContain(STAND_IN_ACCOUNT.consumerKey);
  });
});
