import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Refusals raised by the framework before a route runs still answer in the user's language,
// with the error body every other refusal has, and never a 500.
describe('requests the framework refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const contact = (payload: string, contentType: string, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      payload,
      headers: { 'content-type': contentType, 'x-language': language },
    });

  it('a JSON body over 1 MB: 413 in French or German, nothing stored', async () => {
    const huge = JSON.stringify({ email: 'a@example.test', subject: 'S', message: 'x'.repeat(1024 * 1024) });
    const french = await contact(huge, 'application/json');
    expect(french.statusCode).toBe(413);
    expect(french.json().message).toBe('La requête est trop volumineuse.');
    const german = await contact(huge, 'application/json', 'de');
    expect(german.json().message).toBe('Die Anfrage ist zu groß.');
    const stored = await t.deps.db.selectFrom('contact_messages').select('id').execute();
    expect(stored).toHaveLength(0);
  });

  it('broken JSON: 400 with a translated message', async () => {
    const res = await contact('{"email": ', 'application/json', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request is invalid.');
  });

  it('a content type the API does not read: 415 with a translated message', async () => {
    const res = await contact('email=a@example.test', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Ce format de requête n'est pas pris en charge.");
  });
});
