import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../helpers/test-user';
import { createScaTestApp, lastCode, lastMessage, wrongCodeFor } from './sca-test-kit';

/** The test user's phone ("+33 6 12 34 56 78") as SMS are addressed: E.164. */
const PHONE = '+33612345678';

describe('SCA enrolment by e-mail and SMS', () => {
  let t: Awaited<ReturnType<typeof createScaTestApp>>;
  beforeAll(async () => {
    t = await createScaTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a new user has no method yet and may set up e-mail, SMS or the app', async () => {
    const user = await createTestUser(t.deps);
    const response = await t.app.inject({ method: 'GET', url: '/sca/available', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false, available: ['app', 'email', 'sms'], active: [] });
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: user.headers });
    expect(tokens.json()).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sca/tokens' });
    expect(response.statusCode).toBe(401);
  });

  it('sets up e-mail: a six-digit code goes to the address, the method is active once the code is typed', async () => {
    const user = await createTestUser(t.deps);
    const init = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/email/enroll/init',
      headers: user.headers,
    });
    expect(init.statusCode).toBe(200);
    const body = init.json();
    expect(body).toMatchObject({ type: 'email', ttl: 120, description: `u•••@example.test` });
    expect(body.challenge.id).toEqual(expect.any(String));

    const message = await lastMessage(t.deps, user.email);
    expect(message.channel).toBe('email');
    expect(message.user_id).toBe(user.id);
    expect(message.subject).toBe('Votre code de vérification');
    expect(message.body_text).toMatch(/\u00a0: \d{6}\. Il expire dans 2 minutes\./);
    const code = await lastCode(t.deps, user.email);
    // Only a keyed hash is stored.
    const stored = await t.deps.db.selectFrom('sca_challenges').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);

    const pending = await t.app.inject({
      method: 'GET',
      url: `/sca/tokens/${body.id}/enroll/status`,
      headers: user.headers,
    });
    expect(pending.json()).toEqual({ id: body.id, status: 'init' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${body.id}/enroll/activate`,
      headers: user.headers,
      payload: { code: wrongCodeFor(code), challenge_id: body.challenge.id, token_id: body.id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: "La vérification en deux étapes n'a pas abouti",
      fields: { code: 'Le code est incorrect.' },
      attempts_left: 4,
    });

    const activate = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${body.id}/enroll/activate`,
      headers: user.headers,
      payload: { code, challenge_id: body.challenge.id, token_id: body.id },
    });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toMatchObject({ id: body.id, type: 'email', status: 'active' });

    const status = await t.app.inject({
      method: 'GET',
      url: `/sca/tokens/${body.id}/enroll/status`,
      headers: user.headers,
    });
    expect(status.json()).toEqual({ id: body.id, status: 'active' });
    const available = await t.app.inject({ method: 'GET', url: '/sca/available', headers: user.headers });
    expect(available.json()).toMatchObject({ configured: true, active: ['email'] });
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: user.headers });
    expect(tokens.json()).toEqual([
      expect.objectContaining({
        id: body.id,
        type: 'email',
        description: 'u•••@example.test',
        status: 'active',
      }),
    ]);

    // The code has done its job: typing it again is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${body.id}/enroll/activate`,
      headers: user.headers,
      payload: { code, challenge_id: body.challenge.id, token_id: body.id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('sets up SMS: the code goes to the phone, the method shows the masked number', async () => {
    const user = await createTestUser(t.deps);
    const init = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/sms/enroll/init',
      headers: { ...user.headers, 'x-language': 'en' },
    });
    expect(init.statusCode).toBe(200);
    const { id, challenge, description } = init.json();
    expect(description).toBe('+33 6 •• •• •• 78');
    const sms = await t.deps.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(sms.recipient).toBe(PHONE);
    expect(sms.body_text).toMatch(
      /^Your code to turn on two-step verification: \d{6}\. It expires in 2 minutes\.$/,
    );
    const code = /(\d{6})/.exec(sms.body_text)?.[1];

    const activate = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${id}/enroll/activate`,
      headers: user.headers,
      payload: { code, challenge_id: challenge.id, token_id: id },
    });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toMatchObject({
      type: 'sms',
      status: 'active',
      description: '+33 6 •• •• •• 78',
    });
  });

  it('refuses a code that is not six digits without counting an attempt', async () => {
    const user = await createTestUser(t.deps);
    const init = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/email/enroll/init',
      headers: user.headers,
    });
    const { id, challenge } = init.json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/sca/tokens/${id}/enroll/activate`,
      headers: user.headers,
      payload: { code: '12ab', challenge_id: challenge.id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ code: 'Le code doit comporter 6 chiffres' });
    const row = await t.deps.db
      .selectFrom('sca_challenges')
      .select('attempts')
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });

  it('an unknown method type is a validation error', async () => {
    const user = await createTestUser(t.deps);
    const response = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/fax/enroll/init',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(422);
  });
});
