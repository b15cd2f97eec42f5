import { representativeSchema } from '@app/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe("each person's completeness, asked on every read, is decided once for the same answers", () => {
  // The domain schemas the list's three people are checked with (memoized per context): the two
  // people declared with 2,000 of 5,000 shares each, and the account user's own entry.
  const schemas = [
    representativeSchema({
      journey: 'signup',
      isUser: false,
      soleTrader: false,
      remainingShares: 1000,
      ownShares: 2000,
      totalShares: 5000,
    }),
    representativeSchema({
      journey: 'signup',
      isUser: true,
      soleTrader: false,
      remainingShares: 1000,
      ownShares: 0,
      totalShares: 5000,
    }),
  ];

  it("a warm read runs no person's rules again", async () => {
    const parses = schemas.map((schema) => vi.spyOn(schema, 'safeParse'));
    try {
      const first = await readList();
      expect(first.json().map((entry: { is_complete: boolean }) => entry.is_complete)).toEqual([
        false,
        true,
        true,
      ]);
      for (const parse of parses) parse.mockClear();
      const again = await readList();
      expect(again.json()).toEqual(first.json());
      expect(parses.map((parse) => parse.mock.calls.length)).toEqual([0, 0]);
    } finally {
      for (const parse of parses) parse.mockRestore();
    }
  });

  it('decides again when the stored answers change, however they were written', async () => {
    const [, paul] = (await readList()).json() as { id: string; is_complete: boolean }[];
    expect(paul?.is_complete).toBe(true);
    await t.deps.db
      .updateTable('representatives')
      .set({ first_name: ' ' })
      .where('id', '=', paul?.id ?? '')
      .execute();
    const afterEdit = (await readList()).json() as { id: string; is_complete: boolean }[];
    expect(afterEdit.find((entry) => entry.id === paul?.id)?.is_complete).toBe(false);
    await t.deps.db
      .updateTable('representatives')
      .set({ first_name: 'Paul' })
      .where('id', '=', paul?.id ?? '')
      .execute();
    expect((await readList()).json()[1].is_complete).toBe(true);
  });

  it("decides again when the company's context changes: a company being created asks more", async () => {
    const setJourney = (registrationType: 'new_company' | 'existing_company') =>
      t.deps.db
        .updateTable('companies')
        .set({ registration_type: registrationType })
        .where('id', '=', companyId)
        .execute();
    await setJourney('new_company');
    try {
      const entries = (await readList()).json() as { is_user: boolean; is_complete: boolean }[];
      // Their e-mail and marital status are asked of a company being created; they gave neither.
      expect(entries.filter((entry) => !entry.is_user).map((entry) => entry.is_complete)).toEqual([
        false,
        false,
      ]);
    } finally {
      await setJourney('existing_company');
    }
    expect((await readList()).json().map((entry: { is_complete: boolean }) => entry.is_complete)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
