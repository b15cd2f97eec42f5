import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newOperator, type SignedInOperator, signedIn } from './operator-kit';

// Winter: Paris is UTC+1, so 09:00 UTC plus 72 hours is 10:00 in Paris on the Saturday.
const clock = fixedClock(new Date('2026-11-25T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false', OPERATOR_INVITATION_HOURS: '72' } });
});
afterAll(async () => {
  await t.close();
});

const post = (who: SignedInOperator, url: string, language: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.writeHeaders, 'x-language': language }, payload });

const mailTo = (email: string) =>
  t.deps.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

describe("the one-time links' e-mails are in the inviting administrator's language", () => {
  it('an invitation sent from a German back-office: German words, the expiry in Paris time', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const sent = await post(admin, '/backoffice/operators/invitations', 'de', {
      email: 'lena.schmidt@bank.example',
      name: 'Lena Schmidt',
      role: 'reviewer',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await mailTo('lena.schmidt@bank.example');
    expect(mail.subject).toBe(`${t.deps.config.bank.name}-Backoffice: Ihre Einladung`);
    expect(mail.body_text).toContain('mit der Rolle Prüfer');
    expect(mail.body_text).toContain('läuft am Samstag, 28. November 2026 um 10:00 (Pariser Zeit) ab');
  });

  it('a second-factor reset from an English back-office, and French when the administrator works in French', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const english = await newOperator(t, 'reviewer');
    expect(
      (await post(admin, `/backoffice/operators/${english.id}/second-factor-reset`, 'en')).statusCode,
    ).toBe(200);
    const mail = await mailTo(english.email);
    expect(mail.subject).toContain('set up your authenticator app again');
    expect(mail.body_text).toContain('expires on Saturday, 28 November 2026 at 10:00 (Paris time)');

    const french = await newOperator(t, 'supervisor');
    expect(
      (await post(admin, `/backoffice/operators/${french.id}/second-factor-reset`, 'fr')).statusCode,
    ).toBe(200);
    expect((await mailTo(french.email)).body_text).toContain(
      'expire le samedi 28 novembre 2026 à 10:00 (heure de Paris)',
    );
  });
});
