import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('POST /voucher/check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(new Date('2026-11-22T10:00:00Z')) });
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (code: string, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/voucher/check',
      headers: { 'x-language': language },
      payload: { code },
    });

  it('answers the offer text in the user’s language, whatever the case and spaces typed', async () => {
    const fr = await check(' bienvenue2026 ');
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({ code: 'BIENVENUE2026', text: '3 mois de frais de tenue de compte offerts' });
    expect((await check('BIENVENUE 2026', 'de')).json().text).toBe('3 Monate ohne Kontoführungsgebühren');
    expect((await check('BIENVENUE2026', 'en')).json().text).toBe('3 months of account fees waived');
  });

  it('refuses an unknown or expired code with a message on the code field', async () => {
    const unknown = await check('NOPE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      fields: { code: "Ce code promotionnel n'est pas valide ou a expiré." },
    });
    const expired = await check('ETE2025', 'en');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().fields).toEqual({ code: 'This offer code is not valid or has expired.' });
  });
});
