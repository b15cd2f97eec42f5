import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newOperator, type SignedInOperator, signedIn } from './operator-kit';

// Thursday 26 November 2026, 10:00 UTC: two working days later is Monday 30 November.
const clock = fixedClock(new Date('2026-11-26T10:00:00Z'));
const TEAM = 'equipe-rappels@bank.example';
let t: TestApp;
let reviewer: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false', CONTACT_TEAM_EMAIL: TEAM } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
});
afterAll(async () => {
  await t.close();
});

const teamMail = () =>
  t.deps.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', TEAM)
    .orderBy('created_at')
    .execute();

describe("the team's alerts and the call-back promise", () => {
  it('e-mails the team a new call-back request with the date it must be called back by', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/signup-reminder',
      headers: { 'x-language': 'de' },
      payload: {
        first_name: 'Jonas',
        last_name: 'Weber',
        email: 'jonas@example.test',
        phone: '06 12 34 56 78',
        company_name: 'Praxis Weber',
        company_size: '1-10',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const alert = (await teamMail()).find((mail) => mail.body_text.includes(response.json().id));
    expect(alert?.subject).toBe('[Rappel] Jonas Weber');
    expect(alert?.body_text).toContain('06 12 34 56 78');
    expect(alert?.body_text).toContain('au plus tard le 2026-11-30 10:00 (UTC)');
  });

  it('e-mails the team a new contact message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'x-language': 'en' },
      payload: { email: 'visitor@example.test', subject: 'Fees', message: 'What are the fees?' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await teamMail()).some((mail) => mail.body_text.includes(response.json().id))).toBe(true);
  });

  it('shows each call-back request its age against the promise, overdue once past it while it waits', async () => {
    const queue = () =>
      t.app.inject({ url: '/backoffice/queues/callback?status=open', headers: reviewer.headers });
    expect((await queue()).json().items[0].promise).toEqual({
      age_working_days: 0,
      due_at: '2026-11-30T10:00:00.000Z',
      overdue: false,
    });
    // Over the weekend: Friday counts, Saturday and Sunday do not; Tuesday is past the promise.
    clock.advance(5 * 24 * 60 * 60 * 1000);
    reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
    expect((await queue()).json().items[0].promise).toEqual({
      age_working_days: 3,
      due_at: '2026-11-30T10:00:00.000Z',
      overdue: true,
    });
    const contact = await t.app.inject({ url: '/backoffice/queues/contact', headers: reviewer.headers });
    expect(contact.json().items[0].promise).toMatchObject({ due_at: null, overdue: false });
  });
});
