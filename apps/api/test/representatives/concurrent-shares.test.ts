import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { enrollmentPerson, shareholderCompany } from './people-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** An enrollment company of 1 000 shares, none given yet. */
async function companyOf1000Shares(): Promise<{ user: TestUser; companyId: string }> {
  const user = await createTestUser(t.deps, { registrationType: 'new_company' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: enrollmentCompany({ number_of_actions: '1000' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { user, companyId: response.json().id as string };
}

async function allocated(companyId: string): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('representatives')
    .select('shareholders_value')
    .where('company_id', '=', companyId)
    .execute();
  return rows.reduce((total, row) => total + Number(row.shareholders_value), 0);
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('saves at the same time cannot give more shares than the company has', () => {
  it('two people of 600 shares each out of 1 000: one is saved, the other refused (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { user, companyId } = await companyOf1000Shares();
      const save = (lastName: string) =>
        t.app.inject({
          method: 'POST',
          url: '/representatives',
          headers: user.headers,
          payload: {
            ...enrollmentPerson({ last_name: lastName, shareholders_value: 600 }),
            company_id: companyId,
          },
        });
      const responses = await Promise.all([save('Dupont'), save('Durand')]);
      expect(statuses(responses)).toEqual([201, 422]);
      const refused = responses.find((response) => response.statusCode === 422);
      expect(refused?.json().fields).toEqual({
        shareholders_value: "Le nombre d'actions est incorrect\u202f!",
      });
      expect(await allocated(companyId)).toBe(600);
    }
  });

  it('five saves of 300 shares, people and shareholder companies mixed: at most 1 000 given', async () => {
    const { user, companyId } = await companyOf1000Shares();
    const person = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/representatives',
        headers: user.headers,
        payload: {
          ...enrollmentPerson({ last_name: `Associé ${index}`, shareholders_value: 300 }),
          company_id: companyId,
        },
      });
    const mandate = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: `/companies/${companyId}/mandate`,
        headers: user.headers,
        payload: shareholderCompany({ name: `Holding ${index}`, shareholders_value: 300 }),
      });
    const responses = await Promise.all([person(1), mandate(2), person(3), mandate(4), person(5)]);
    expect(statuses(responses)).toEqual([201, 201, 201, 422, 422]);
    expect(await allocated(companyId)).toBe(900);
  });

  it('an edit and a new person racing for the last shares: one of them only', async () => {
    const { user, companyId } = await companyOf1000Shares();
    const first = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: { ...enrollmentPerson({ shareholders_value: 500 }), company_id: companyId },
    });
    expect(first.statusCode).toBe(201);
    const [edit, added] = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `/representatives/${first.json().id}?companyId=${companyId}`,
        headers: user.headers,
        payload: enrollmentPerson({ shareholders_value: 900 }),
      }),
      t.app.inject({
        method: 'POST',
        url: '/representatives',
        headers: user.headers,
        payload: {
          ...enrollmentPerson({ last_name: 'Martin', shareholders_value: 400 }),
          company_id: companyId,
        },
      }),
    ]);
    const codes = [edit.statusCode, added.statusCode];
    expect(codes.filter((status) => status === 422)).toHaveLength(1);
    expect(codes.filter((status) => status === 200 || status === 201)).toHaveLength(1);
    expect(await allocated(companyId)).toBe(900);
  });
});
