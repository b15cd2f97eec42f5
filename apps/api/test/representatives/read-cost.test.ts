import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { signupPerson } from './people-bodies';

// Every query Kysely builds and compiles passes through a plugin's transformQuery once.
let built = 0;
const countBuiltQueries: KyselyPlugin = {
  transformQuery: (args) => {
    built += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

let t: TestApp;
let user: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({ dbPlugin: countBuiltQueries });
  user = await createTestUser(t.deps);
  const company = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: signupCompany(),
  });
  companyId = company.json().id;
  for (const first_name of ['Paul', 'Inès']) {
    const person = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: { ...signupPerson({ first_name }), company_id: companyId },
    });
    expect(person.statusCode).toBe(201);
  }
});
afterAll(async () => t?.close());

const readList = () =>
  t.app.inject({ method: 'GET', url: `/representatives?companyId=${companyId}`, headers: user.headers });

describe('the people list, read on every journey step, costs little', () => {
  it('builds no query once warm: session, company, people, proofs and register checks are compiled once', async () => {
    expect((await readList()).statusCode).toBe(200);
    built = 0;
    const replies = await Promise.all([readList(), readList(), readList()]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(replies.map((reply) => reply.json().length)).toEqual([3, 3, 3]);
    expect(built).toBe(0);
  });
});
