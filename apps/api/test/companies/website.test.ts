import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { DEMO_ESTABLISHMENTS, DEMO_UNITS, importInto } from '../registry/registry-fixtures';
import { signupCompany } from './company-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importInto(t.deps, [DEMO_UNITS, DEMO_ESTABLISHMENTS]);
});
afterAll(async () => t?.close());

const save = (user: TestUser, payload: object, companyId?: string, language = 'fr') =>
  t.app.inject({
    method: companyId ? 'PUT' : 'POST',
    url: companyId ? `/companies/${companyId}` : '/companies',
    headers: { ...user.headers, 'x-language': language },
    payload,
  });

const storedWebsite = async (companyId: string) =>
  (
    await t.deps.db
      .selectFrom('companies')
      .select('website')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).website;

describe("the company's website (a free field of the company form)", () => {
  it('is kept as a full web address, given with or without its scheme, and answered as kept', async () => {
    const user = await createTestUser(t.deps);
    const created = await save(user, signupCompany({ website: '  cabinet-martin.fr ' }));
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json();
    expect(company.website).toBe('https://cabinet-martin.fr');
    expect(await storedWebsite(company.id)).toBe('https://cabinet-martin.fr');

    const updated = await save(
      user,
      signupCompany({ website: 'http://www.cabinet-martin.fr/equipe' }),
      company.id,
    );
    expect(updated.json().website).toBe('http://www.cabinet-martin.fr/equipe');
  });

  it('is optional: left out or emptied, it is stored as nothing', async () => {
    const user = await createTestUser(t.deps);
    const company = (await save(user, signupCompany())).json();
    expect(company.website).toBeNull();
    await save(user, signupCompany({ website: 'cabinet-martin.fr' }), company.id);
    const emptied = await save(user, signupCompany({ website: '' }), company.id);
    expect(emptied.json().website).toBeNull();
    expect(await storedWebsite(company.id)).toBeNull();
  });

  it('refuses what is not a web address at its field, in the language of the request, and changes nothing', async () => {
    const user = await createTestUser(t.deps);
    const company = (await save(user, signupCompany({ website: 'cabinet-martin.fr' }))).json();
    for (const [website, language, message] of [
      [
        'cabinet martin',
        'fr',
        "L'adresse du site internet n'est pas valide (exemple\u00a0: cabinet-martin.fr)",
      ],
      ['ftp://cabinet-martin.fr', 'en', 'This website address is not valid (example: cabinet-martin.fr)'],
      ['localhost', 'de', 'Diese Webadresse ist ungültig (Beispiel: cabinet-martin.fr)'],
      [`${'a'.repeat(260)}.fr`, 'en', 'This field is too long'],
    ] as const) {
      const refused = await save(user, signupCompany({ website }), company.id, language);
      expect(refused.statusCode, website).toBe(422);
      expect(refused.json().fields, website).toEqual({ website: message });
    }
    expect(await storedWebsite(company.id)).toBe('https://cabinet-martin.fr');
  });

  it('is kept when the company is then taken from the register', async () => {
    const user = await createTestUser(t.deps);
    await save(user, signupCompany({ website: 'cabinet-martin.fr' }));
    // An open head office of a SELARL of the demo register.
    const { siret } = await t.deps.db
      .selectFrom('registry_establishments as e')
      .innerJoin('registry_units as u', 'u.siren', 'e.siren')
      .select('e.siret')
      .where('e.head_office', '=', 1)
      .where('e.active', '=', 1)
      .where('u.active', '=', 1)
      .where('u.legal_category', '=', '5485')
      .limit(1)
      .executeTakeFirstOrThrow();
    const fromRegister = await t.app.inject({
      method: 'POST',
      url: `/companies/${siret}`,
      headers: user.headers,
    });
    expect(fromRegister.statusCode, fromRegister.body).toBeLessThan(300);
    expect(fromRegister.json().website).toBe('https://cabinet-martin.fr');
  });
});
