import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { enrollmentCompany, signupCompany } from './company-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const send = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object, language = 'fr') =>
  t.app.inject({ method, url, headers: { ...user.headers, 'x-language': language }, payload });

const storedNaf = (companyId: string) =>
  t.deps.db
    .selectFrom('companies')
    .select(['naf_activity_code', 'naf_activity_code_label'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();

describe('the NAF code of a company comes from the NAF table', () => {
  it('refuses a well-formed code that is not a NAF sub-class on create, and stores nothing', async () => {
    const user = await createTestUser(t.deps);
    const response = await send(user, 'POST', '/companies', signupCompany({ naf_activity_code: '99.99Z' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ naf_activity_code: "Ce code d'activité (NAF) n'existe pas" });
    const rows = await t.deps.db
      .selectFrom('companies')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);

    const english = await send(
      user,
      'POST',
      '/companies',
      signupCompany({ naf_activity_code: '8621A', name: '' }),
      'en',
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().fields).toEqual({
      name: 'This field is required',
      naf_activity_code: 'This activity code (NAF) does not exist',
    });
  });

  it('stores the label of the table, whatever label the client sends', async () => {
    const user = await createTestUser(t.deps);
    const response = await send(
      user,
      'POST',
      '/companies',
      signupCompany({ naf_activity_code: '8690e', naf_activity_code_label: 'Banque privée offshore' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      naf_activity_code: '86.90E',
      naf_activity_code_label:
        'Activités des professionnels de la rééducation, de l’appareillage et des pédicures-podologues',
    });
    expect(await storedNaf(response.json().id)).toEqual({
      naf_activity_code: '86.90E',
      naf_activity_code_label:
        'Activités des professionnels de la rééducation, de l’appareillage et des pédicures-podologues',
    });
  });

  it('refuses an unknown code on update and keeps the stored one', async () => {
    const user = await createTestUser(t.deps);
    const companyId = (await send(user, 'POST', '/companies', signupCompany())).json().id as string;
    const response = await send(
      user,
      'PUT',
      `/companies/${companyId}`,
      signupCompany({ naf_activity_code: '86.21Y', naf_activity_code_label: 'Invented' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ naf_activity_code: "Ce code d'activité (NAF) n'existe pas" });
    expect(await storedNaf(companyId)).toEqual({
      naf_activity_code: '86.21Z',
      naf_activity_code_label: 'Activité des médecins généralistes',
    });
  });

  it('checks a code given in enrollment too, where it is optional', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const refused = await send(
      user,
      'POST',
      '/companies',
      enrollmentCompany({ naf_activity_code: '00.00A' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['naf_activity_code']);
    const without = await send(
      user,
      'POST',
      '/companies',
      enrollmentCompany({ naf_activity_code_label: 'Label without a code' }),
    );
    expect(without.statusCode).toBe(201);
    expect(without.json().naf_activity_code_label).toBeNull();
  });
});
