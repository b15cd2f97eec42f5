import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorIntake, startErrorIntake } from '../../../../scripts/error-intake/intake-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The API's unexpected errors reach the error-reporting service (a stand-in on loopback speaking
 * the Sentry envelope protocol) with the request id, and nothing of the request's personal data.
 */
describe('error reporting of the API’s 500s', () => {
  let intake: ErrorIntake;
  let t: TestApp;

  beforeAll(async () => {
    intake = await startErrorIntake();
    t = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'false', ERROR_REPORTING_DSN: intake.dsn('2') },
    });
  });
  afterAll(async () => {
    await t.close();
    await intake.close();
  });

  it('reports a 500 with its request id, its route, and without the body’s name, e-mail or phone', async () => {
    // A table gone (a broken deployment): the contact form fails with a 500.
    await sql`DROP TABLE contact_messages`.execute(t.deps.db);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/contact?email=camille.durand@example.fr',
      payload: {
        email: 'camille.durand@example.fr',
        subject: 'Camille Durand, 06 12 34 56 78',
        message: 'Mon IBAN FR76 3000 4000 0312 3456 7890 143',
      },
    });
    expect(answer.statusCode).toBe(500);
    const requestId = String(answer.headers['x-request-id']);

    await t.deps.errors.flush();
    const [received] = await intake.waitFor(1);
    expect(received?.project).toBe('2');
    const event = received?.event as { tags?: Record<string, string>; exception?: unknown };
    expect(event.tags?.request_id).toBe(requestId);
    expect(event.tags?.route).toBe('POST /contact');
    expect(event.exception).toBeDefined();
    const sent = JSON.stringify(received);
    for (const personal of ['camille', 'Durand', '06 12 34', 'FR76', '3000 4000']) {
      expect(sent).not.toContain(personal);
    }
  });

  it('reports nothing when no DSN is configured', async () => {
    const quiet = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    try {
      await sql`DROP TABLE contact_messages`.execute(quiet.deps.db);
      const before = intake.events().length;
      const answer = await quiet.app.inject({
        method: 'POST',
        url: '/contact',
        payload: { email: 'a@example.test', subject: 'x', message: 'y' },
      });
      expect(answer.statusCode).toBe(500);
      expect(await quiet.deps.errors.flush()).toBe(true);
      expect(intake.events()).toHaveLength(before);
    } finally {
      await quiet.close();
    }
  });
});
