import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { signupPerson } from './people-bodies';

/**
 * Names never hold control, invisible or text-direction characters (a right-to-left override
 * makes "Jean\u202Etnomud" read "Jeandumont" on screen) and are stored composed (NFC).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => t?.close());

const send = (user: TestUser, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: { ...user.headers, 'x-language': 'en' }, payload });

const FORBIDDEN =
  'This field contains characters that are not allowed (control, invisible or text-direction characters)';

describe('names', () => {
  it.each([
    ['a right-to-left override', 'Jean\u202eDupont'],
    ['a zero-width space', 'Jean\u200bDupont'],
    ['a control character', 'Jean\u0007'],
  ])("refuse %s in a person's, a company's and a birth city's name", async (_what, name) => {
    const user = await createTestUser(t.deps);
    const company = await send(user, '/companies', signupCompany({ name }));
    expect(company.statusCode, company.body).toBe(422);
    expect(company.json().fields.name).toBe(FORBIDDEN);

    const companyId = (await send(user, '/companies', signupCompany())).json().id;
    const person = await send(user, '/representatives', {
      ...signupPerson({
        first_name: name,
        last_name: name,
        birth_address: { city: name, country: 'FR', zip: '69001' },
      }),
      company_id: companyId,
    });
    expect(person.statusCode, person.body).toBe(422);
    expect(person.json().fields).toMatchObject({
      first_name: FORBIDDEN,
      last_name: FORBIDDEN,
      'birth_address.city': FORBIDDEN,
    });

    const account = await send(
      user,
      '/user',
      { gender: 2, first_name: name, last_name: 'Durand', phone: '+33 6 12 34 56 78', nationality: 'FR' },
      'PUT',
    );
    expect(account.statusCode, account.body).toBe(422);
    expect(account.json().fields.first_name).toBe(FORBIDDEN);
  });

  it('are stored composed: a decomposed "Hélène" is kept as the precomposed one', async () => {
    const user = await createTestUser(t.deps);
    const companyId = (
      await send(user, '/companies', signupCompany({ name: 'Cabinet He\u0301le\u0300ne' }))
    ).json().id;
    const person = await send(user, '/representatives', {
      ...signupPerson({ first_name: 'He\u0301le\u0300ne' }),
      company_id: companyId,
    });
    expect(person.statusCode, person.body).toBe(201);
    const stored = await t.deps.db
      .selectFrom('representatives')
      .select('first_name')
      .where('id', '=', person.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.first_name).toBe('Hélène');
    const storedCompany = await t.deps.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(storedCompany.name).toBe('Cabinet Hélène');
  });
});
