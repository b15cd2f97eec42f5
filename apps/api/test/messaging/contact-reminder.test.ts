import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

describe('contact form and mobile reminder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'false', CONTACT_TEAM_EMAIL: 'team@bank.example.test' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the contact message and e-mails it to the team, with the sender and the text', async () => {
    const user = await createTestUser(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { ...user.headers, 'x-language': 'de' },
      payload: {
        email: 'Dr.Weber@Example.test',
        subject: 'Frage zur Karte',
        message: 'Wann kommt die Karte?',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const stored = await t.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'dr.weber@example.test', language: 'de', user_id: user.id });

    const [mail] = await t.deps.messaging.latest({ recipient: 'team@bank.example.test' });
    expect(mail).toMatchObject({
      channel: 'email',
      subject: '[Contact] Frage zur Karte',
      status: 'kept',
      user_id: user.id,
    });
    expect(mail?.body_text).toContain('Dr.Weber@Example.test');
    expect(mail?.body_text).toContain('Wann kommt die Karte?');
    expect(mail?.body_text).toContain(id);
  });

  it('refuses an incomplete contact form, field by field, and sends nothing', async () => {
    const before = (await t.deps.messaging.latest({ recipient: 'team@bank.example.test' })).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { email: 'not-an-email', subject: '', message: '  ' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'message', 'subject']);
    expect((await t.deps.messaging.latest({ recipient: 'team@bank.example.test' })).length).toBe(before);
  });

  it('keeps the reminder request and e-mails the visitor in their language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/signup-reminder',
      headers: { 'x-language': 'en' },
      payload: {
        first_name: 'Noah',
        last_name: 'Perrin',
        email: 'Noah.Perrin@example.test',
        phone: '+33 7 00 00 00 01',
        company_name: 'Cabinet Perrin',
        company_size: '1-10',
      },
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.deps.db
      .selectFrom('signup_reminders')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'noah.perrin@example.test', company_size: '1-10', language: 'en' });

    const [mail] = await t.deps.messaging.latest({ recipient: 'noah.perrin@example.test' });
    expect(mail?.subject).toBe('Pro Santé Banque: open your business account from a computer');
    expect(mail?.body_text).toContain('Hello Noah,');
    expect(mail?.body_text).toContain('http://localhost:8080');
    expect(mail?.body_html).toContain('<p>Hello Noah,</p>');
  });

  it('refuses a reminder with a missing size or a badly formed phone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/signup-reminder',
      payload: {
        first_name: 'Noah',
        last_name: 'Perrin',
        email: 'noah@example.test',
        phone: '06-12',
        company_name: 'Cabinet',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields).sort()).toEqual(['company_size', 'phone']);
  });
});

describe('contact form switched off', () => {
  it('answers 404 when the contact feature is a link', async () => {
    const t = await createTestApp({ env: { FEATURE_CONTACT: 'link' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: { email: 'a@example.test', subject: 'S', message: 'M' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
