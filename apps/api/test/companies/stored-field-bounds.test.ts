import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { shareholderCompany, signupPerson } from '../representatives/people-bodies';
import { enrollmentCompany, signupCompany } from './company-bodies';

/**
 * What the API stores has a type, a length and, where it has one, a format: free text or a
 * huge string is refused at its field (422) and nothing is written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => t?.close());

const HUGE = '7'.repeat(600_000);

const send = (user: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...user.headers, 'x-language': 'en' }, payload });

async function companyOf(user: TestUser, body = signupCompany()) {
  const created = await send(user, 'POST', '/companies', body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

const rowCount = async (table: 'companies' | 'representatives') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the SIREN given without a SIRET', () => {
  it.each([
    ['free text', 'voir le Kbis'],
    ['600 000 characters', HUGE],
    ['nine digits with a wrong key', '123456788'],
  ])('is refused when it is %s, and no company is created', async (_what, siren) => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const before = await rowCount('companies');
    const response = await send(user, 'POST', '/companies', enrollmentCompany({ siren }));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().fields.siren).toBe('This SIREN number is not valid');
    expect(await rowCount('companies')).toBe(before);
  });

  it('is kept when it is nine digits with a valid key', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const response = await send(user, 'POST', '/companies', enrollmentCompany({ siren: '732 829 320' }));
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.deps.db
      .selectFrom('companies')
      .select('siren')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.siren).toBe('732829320');
  });
});

describe('the birth postcode of a person born abroad', () => {
  it.each([
    ['600 000 characters', HUGE],
    ['free text', '<a href="https://x.test">ici</a>'],
  ])('is refused when it is %s, and nobody is added', async (_what, zip) => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const before = await rowCount('representatives');
    const response = await send(user, 'POST', '/representatives', {
      ...signupPerson({ birth_address: { city: 'Genève', country: 'CH', zip } }),
      company_id: companyId,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().fields).toHaveProperty(['birth_address.zip']);
    expect(await rowCount('representatives')).toBe(before);
  });

  it('is kept when it is a foreign postcode', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const response = await send(user, 'POST', '/representatives', {
      ...signupPerson({ birth_address: { city: 'London', country: 'GB', zip: 'SW1A 1AA' } }),
      company_id: companyId,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("a company mandate's foreign tax country", () => {
  it('is refused when it is not a country of the table, and no mandate is added', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const before = await rowCount('representatives');
    const response = await send(
      user,
      'POST',
      `/companies/${companyId}/mandate`,
      shareholderCompany({ has_foreign_tax_country: true, foreign_tax_country: 'ZZZ-not-a-country' }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields).toHaveProperty('foreign_tax_country');
    expect(await rowCount('representatives')).toBe(before);
  });

  it('is kept when it is a country of the table', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const response = await send(
      user,
      'POST',
      `/companies/${companyId}/mandate`,
      // A legal representative: in signup a company that is not one need not be declared.
      shareholderCompany({
        is_mandatary: true,
        title_code: 'PRE',
        has_foreign_tax_country: true,
        foreign_tax_country: 'be',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
