import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { shareholderCompany, signupPerson } from '../representatives/people-bodies';
import { signupCompany } from './company-bodies';

/**
 * Every id-bearing route of the company, KYC, representatives and mandates steps: another user's
 * ids answer 404, and nothing of the owner's data is read or changed.
 */
let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let companyId: string;
let personId: string;
let mandateId: string;

async function snapshot() {
  const db = t.deps.db;
  return {
    companies: await db.selectFrom('companies').selectAll().where('id', '=', companyId).execute(),
    representatives: await db
      .selectFrom('representatives')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    kyc: await db
      .selectFrom('kyc_answers')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    accounts: await db.selectFrom('accounts').selectAll().where('company_id', '=', companyId).execute(),
    users: await db.selectFrom('users').select(['id', 'completed_at']).where('id', '=', owner.id).execute(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.deps);
  intruder = await createTestUser(t.deps);
  const company = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: owner.headers,
    payload: signupCompany(),
  });
  companyId = company.json().id;
  const person = await t.app.inject({
    method: 'POST',
    url: '/representatives',
    headers: owner.headers,
    payload: { ...signupPerson(), company_id: companyId },
  });
  personId = person.json().id;
  const mandate = await t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/mandate`,
    headers: owner.headers,
    payload: shareholderCompany(),
  });
  mandateId = mandate.json().id;
  // The intruder has a company of their own, so that "not found" cannot come from having none.
  await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: intruder.headers,
    payload: signupCompany(),
  });
});
afterAll(async () => t?.close());

describe("another user's ids", () => {
  const routes: [
    string,
    () => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object },
  ][] = [
    [
      'PUT company',
      () => ({ method: 'PUT', url: `/companies/${companyId}`, payload: signupCompany({ name: 'X' }) }),
    ],
    ['certification', () => ({ method: 'POST', url: `/company-certification/${companyId}`, payload: {} })],
    ['GET kyc', () => ({ method: 'GET', url: `/companies/${companyId}/kyc?version=3` })],
    ['PUT kyc', () => ({ method: 'PUT', url: `/companies/${companyId}/kyc?version=3`, payload: [] })],
    ['list', () => ({ method: 'GET', url: `/representatives?companyId=${companyId}` })],
    [
      'create person',
      () => ({
        method: 'POST',
        url: '/representatives',
        payload: { ...signupPerson(), company_id: companyId },
      }),
    ],
    [
      'edit person',
      () => ({ method: 'PUT', url: `/representatives/${personId}`, payload: { first_name: 'X' } }),
    ],
    ['delete person', () => ({ method: 'DELETE', url: `/representatives/${personId}` })],
    ['link user', () => ({ method: 'PUT', url: `/representatives/${personId}/linkuser` })],
    ['validate', () => ({ method: 'GET', url: `/companies/${companyId}/validate-representatives` })],
    [
      'create mandate',
      () => ({ method: 'POST', url: `/companies/${companyId}/mandate`, payload: shareholderCompany() }),
    ],
    [
      'edit mandate',
      () => ({
        method: 'PATCH',
        url: `/companies/${companyId}/mandate/${mandateId}`,
        payload: { name: 'X' },
      }),
    ],
    ['delete mandate', () => ({ method: 'DELETE', url: `/companies/${companyId}/mandate/${mandateId}` })],
    ['complete', () => ({ method: 'POST', url: `/companies/${companyId}/complete` })],
  ];

  for (const [name, route] of routes) {
    it(`${name}: 404, nothing changed`, async () => {
      const before = await snapshot();
      const response = await t.app.inject({ ...route(), headers: intruder.headers });
      expect(response.statusCode).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain('Cabinet Martin');
      expect(await snapshot()).toEqual(before);
    });
  }

  it("a mandate id under the intruder's own company is not found either", async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: intruder.headers,
      payload: signupCompany(),
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${own.json().id}/mandate/${mandateId}`,
      headers: intruder.headers,
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(404);
  });
});
