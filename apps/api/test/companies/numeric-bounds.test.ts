import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { enrollmentPerson, shareholderCompany, signupPerson } from '../representatives/people-bodies';
import { enrollmentCompany, signupCompany } from './company-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const enrollmentUser = () => createTestUser(t.deps, { registrationType: 'new_company' });

const postCompany = (user: TestUser, body: Record<string, unknown>, language = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: { ...user.headers, 'x-language': language },
    payload: body,
  });

async function companyCount(user: TestUser) {
  const rows = await t.deps.db.selectFrom('companies').select('id').where('user_id', '=', user.id).execute();
  return rows.length;
}

describe('numbers above what the bank stores get a 422 on their field, never a 500', () => {
  it('refuses 3 000 000 000 shares and a capital of a thousand billion on create, and stores nothing', async () => {
    const user = await enrollmentUser();
    const response = await postCompany(
      user,
      enrollmentCompany({ number_of_actions: '3000000000', capital_amount: '1 000 000 000 000' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      number_of_actions: "Le nombre d'actions ne peut pas dépasser 2\u202f147\u202f483\u202f647",
      capital_amount: 'Veuillez saisir un montant inférieur ou égal à 999\u202f999\u202f999\u202f999,99 €',
    });
    expect(await companyCount(user)).toBe(0);

    const english = await postCompany(user, enrollmentCompany({ number_of_actions: 2147483648 }), 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().fields).toEqual({
      number_of_actions: 'The number of shares cannot exceed 2,147,483,647',
    });
  });

  it('accepts the largest storable number of shares and reads it back', async () => {
    const user = await enrollmentUser();
    const response = await postCompany(user, enrollmentCompany({ number_of_actions: '2 147 483 647' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().number_of_actions).toBe(2147483647);
    const row = await t.deps.db
      .selectFrom('companies')
      .select('number_of_actions')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(Number(row.number_of_actions)).toBe(2147483647);
  });

  it('refuses an oversize number of shares on update and keeps the stored company', async () => {
    const user = await enrollmentUser();
    const created = await postCompany(user, enrollmentCompany());
    const companyId = created.json().id as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/companies/${companyId}`,
      headers: user.headers,
      payload: enrollmentCompany({ number_of_actions: '3000000000', forecast_turnover: '1e3' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      number_of_actions: "Le nombre d'actions ne peut pas dépasser 2\u202f147\u202f483\u202f647",
      forecast_turnover: 'Veuillez saisir un nombre (deux décimales au maximum)',
    });
    const row = await t.deps.db
      .selectFrom('companies')
      .select('number_of_actions')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(row.number_of_actions).toBe(1000);
  });

  it('bounds a signup company too, where the number of shares is not asked', async () => {
    const user = await createTestUser(t.deps);
    const response = await postCompany(user, signupCompany({ number_of_actions: '3000000000' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toEqual(['number_of_actions']);
  });

  it("refuses a person's or a company's oversize shares with the spec's shares message", async () => {
    for (const [journey, person] of [
      ['signup', signupPerson({ shareholders_value: 3_000_000_000 })],
      ['enrollment', enrollmentPerson({ shareholders_value: 3_000_000_000 })],
    ] as const) {
      const user = journey === 'enrollment' ? await enrollmentUser() : await createTestUser(t.deps);
      const company = await postCompany(
        user,
        journey === 'enrollment' ? enrollmentCompany() : signupCompany(),
      );
      const companyId = company.json().id as string;
      const response = await t.app.inject({
        method: 'POST',
        url: '/representatives',
        headers: user.headers,
        payload: { ...person, company_id: companyId },
      });
      expect(response.statusCode, journey).toBe(422);
      expect(response.json().fields, journey).toEqual({
        shareholders_value: "Le nombre d'actions est incorrect\u202f!",
      });
      const mandate = await t.app.inject({
        method: 'POST',
        url: `/companies/${companyId}/mandate`,
        headers: user.headers,
        payload: shareholderCompany({ shareholders_value: '3000000000' }),
      });
      expect(mandate.statusCode, journey).toBe(422);
      expect(mandate.json().fields, journey).toEqual({
        shareholders_value: "Le nombre d'actions est incorrect\u202f!",
      });
    }
  });
});
