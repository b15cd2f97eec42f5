import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitiseLogoSvg } from '../../src/brand/logo-svg';
import { checkProductionStart, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0b4f6c"/></svg>';

describe('GET /config: the price, the legal identities and the logo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PRICE_MONTHLY_AMOUNT: '12.5',
        PRICE_INCLUDES_FR: 'Un compte, avec IBAN | Une carte',
        BANK_NAME: 'Banque Exemple',
        BANK_CAPITAL: '25000000',
        BANK_RCS_NUMBER: '123 456 789',
        BANK_RCS_CITY: 'Lyon',
        BANK_ACPR_CODE: '99999',
        BRAND_ORIAS_NUMBER: '07 123 456',
        BRAND_LOGO_SVG: `<?xml version="1.0"?>\n${LOGO}`,
      },
    });
  });
  afterAll(async () => t.close());

  it('serves what the bank configured', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/config' })).json();
    expect(body.price).toEqual({
      monthlyAmount: 12.5,
      currency: 'EUR',
      includes: {
        fr: ['Un compte, avec IBAN', 'Une carte'],
        en: expect.arrayContaining(['A business payment card']),
        de: expect.arrayContaining(['Eine Geschäftskarte']),
      },
    });
    expect(body.bank).toMatchObject({
      name: 'Banque Exemple',
      capital: { amount: 25_000_000, currency: 'EUR' },
      rcs: { number: '123 456 789', city: 'Lyon' },
      acprCode: '99999',
    });
    expect(body.brand).toMatchObject({ bankName: 'Banque Exemple', oriasNumber: '07123456', logoSvg: LOGO });
  });
});

describe('the demo defaults', () => {
  it('describe an invented bank, without ORIAS number nor logo, and its ACPR code is the bank code', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.bankIdentity.rcs.number).toBe('000 000 000');
    expect(config.bankIdentity.acprCode).toBe(config.bank.bankCode);
    expect(config.brand.oriasNumber).toBeNull();
    expect(config.brand.logoSvg).toBeNull();
  });

  it('are refused by a production start, each named', () => {
    let message = '';
    try {
      checkProductionStart({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'BANK_NAME',
      'BANK_REGISTERED_OFFICE',
      'BANK_RCS_NUMBER',
      'BANK_CAPITAL',
      'BRAND_REGISTERED_OFFICE',
    ])
      expect(message).toContain(`${name}: the demo bank's`);
  });

  it('refuses an ORIAS number that is not 8 digits', () => {
    expect(() => loadConfig({ BRAND_ORIAS_NUMBER: '1234' })).toThrow(/BRAND_ORIAS_NUMBER/);
  });
});

describe('the logo is checked at start', () => {
  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>', /<script>/],
    ['an event handler', '<svg onload="alert(1)"><path d="M0 0"/></svg>', /onload/],
    ['a style attribute', '<svg><rect style="fill:url(https://x.test/a)"/></svg>', /style/],
    ['an outside link', '<svg><use href="https://tracker.test/a.svg#x"/></svg>', /href/],
    ['a javascript link', '<svg><use xlink:href="javascript:alert(1)"/></svg>', /xlink:href/],
    ['an embedded object', '<svg><foreignObject><iframe/></foreignObject></svg>', /foreignObject/],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x "y">]><svg/>', /svg/],
    ['a second root', '<svg></svg><svg></svg>', /second root/],
    ['an unclosed element', '<svg><g></svg>', /unbalanced|unclosed/],
    ['not an svg', '<html></html>', /svg/],
  ])('refuses %s', (_, source, reason) => {
    expect(() => sanitiseLogoSvg(source)).toThrow(reason);
  });

  it('accepts a drawing with an inner gradient reference, and names the setting when refused', () => {
    const drawing =
      '<svg viewBox="0 0 4 4"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect width="4" height="4" fill="url(#g)"/></svg>';
    expect(sanitiseLogoSvg(drawing)).toBe(drawing);
    expect(() => loadConfig({ BRAND_LOGO_SVG: '<svg><script/></svg>' })).toThrow(/BRAND_LOGO_SVG: refused/);
  });
});

describe('the account-creation limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => t.close());

  const signUp = (n: number, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user?accounts=false',
      headers: { 'x-language': language },
      payload: {
        gender: 2,
        first_name: 'Camille',
        last_name: 'Durand',
        email: `limit${n}@example.test`,
        email_repeat: `limit${n}@example.test`,
        phone: '+33 6 12 34 56 78',
        password: 'Kinésithérapie-2026',
        password_repeat: 'Kinésithérapie-2026',
        registration_type: 'existing_company',
        nationality: 'FR',
      },
    });

  it('tells the user the limit and what to do, in their language, once reached', async () => {
    for (let n = 0; n < 10; n += 1) expect((await signUp(n, 'fr')).statusCode).toBe(201);
    const fr = await signUp(10, 'fr');
    expect(fr.statusCode).toBe(429);
    expect(fr.json()).toEqual({
      code: 'too_many_requests',
      message: expect.stringMatching(/^Vous avez atteint la limite de 10\u00a0créations de compte par heure/),
    });
    expect((await signUp(11, 'en')).json().message).toMatch(/limit of 10 accounts created per hour/);
    expect((await signUp(12, 'de')).json().message).toMatch(/Grenze von 10 Kontoeröffnungen pro Stunde/);
    // Nothing was created past the limit.
    const created = await t.deps.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', 'limit%')
      .execute();
    expect(created).toHaveLength(10);
  });
});
