import { type CaseFlagReply, CaseFlagsReplySchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { signupPerson } from '../representatives/people-bodies';
import { newOperator, type SignedInOperator, signedIn } from './operator-kit';

/**
 * Duplicate openings for the bank's review: an opening whose SIREN is another open or pending
 * opening's, a person declared in another one. Both openings are flagged, each naming the other;
 * the flags follow the SIREN and the person as they change, and go when they no longer match.
 */
let t: TestApp;
let operator: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  operator = await signedIn(t, await newOperator(t, 'reviewer'));
}, 60_000);
afterAll(async () => t?.close());

interface Opening {
  user: TestUser;
  id: string;
}

const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function openingWith(name: string, siret: string): Promise<Opening> {
  const user = await createTestUser(t.deps);
  const created = await call(user, 'POST', '/companies', signupCompany({ name, siret }));
  expect(created.statusCode, created.body).toBe(201);
  return { user, id: created.json().id as string };
}

async function flagsOf(opening: Opening): Promise<CaseFlagReply[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${opening.id}/flags`,
    headers: operator.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return CaseFlagsReplySchema.parse(response.json());
}

const duplicates = async (opening: Opening, code: 'duplicate_siren' | 'duplicate_person') =>
  (await flagsOf(opening)).filter((flag) => flag.code === code);

const namesOf = (flag: CaseFlagReply | undefined) =>
  flag && 'other_openings' in flag ? flag.other_openings.map((other) => other.company_name).sort() : [];

describe('an opening with the SIREN of another open or pending one', () => {
  let first: Opening;
  let second: Opening;
  let third: Opening;

  beforeAll(async () => {
    first = await openingWith('Cabinet Premier', '73282932000017');
    third = await openingWith('Cabinet Tiers', '44306184100013');
  });

  it('flags both openings, each naming the other', async () => {
    expect(await duplicates(first, 'duplicate_siren')).toEqual([]);
    // Another establishment of the same company: the same SIREN.
    second = await openingWith('Cabinet Second', '73282932000025');
    const [onSecond] = await duplicates(second, 'duplicate_siren');
    expect(onSecond).toEqual({
      code: 'duplicate_siren',
      id: expect.any(String),
      raised_at: expect.any(String),
      siren: '732829320',
      other_openings: [{ case_id: first.id, company_name: 'Cabinet Premier', status: 'journey_in_progress' }],
    });
    expect(namesOf((await duplicates(first, 'duplicate_siren'))[0])).toEqual(['Cabinet Second']);
    expect(await duplicates(third, 'duplicate_siren')).toEqual([]);
    // The case list filters on it.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases?flag=duplicate_siren',
      headers: operator.headers,
    });
    expect((listed.json().items as { id: string }[]).map((item) => item.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('follows the SIREN as it changes: the former match is cleared on both sides, the new one flagged', async () => {
    const changed = await call(
      second.user,
      'PUT',
      `/companies/${second.id}`,
      signupCompany({ name: 'Cabinet Second', siret: '44306184100021' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await duplicates(first, 'duplicate_siren')).toEqual([]);
    expect(namesOf((await duplicates(second, 'duplicate_siren'))[0])).toEqual(['Cabinet Tiers']);
    expect(namesOf((await duplicates(third, 'duplicate_siren'))[0])).toEqual(['Cabinet Second']);
  });

  it('leaves out a refused opening', async () => {
    await t.deps.db
      .updateTable('companies')
      .set({ opening_status: 'refused' })
      .where('id', '=', third.id)
      .execute();
    // The next change of the other side compares again.
    await call(
      second.user,
      'PUT',
      `/companies/${second.id}`,
      signupCompany({ name: 'Cabinet Second bis', siret: '44306184100021' }),
    );
    expect(await duplicates(second, 'duplicate_siren')).toEqual([]);
    expect(await duplicates(third, 'duplicate_siren')).toEqual([]);
  });
});

describe('a person declared in another open or pending opening', () => {
  let left: Opening;
  let right: Opening;
  let leftPerson: string;
  let rightPerson: string;

  beforeAll(async () => {
    left = await openingWith('Cabinet Gauche', '55210055400013');
    right = await openingWith('Cabinet Droit', '54206547900017');
  });

  const declare = async (opening: Opening, overrides: Record<string, unknown>) => {
    const created = await call(opening.user, 'POST', '/representatives', {
      ...signupPerson({ first_name: 'Hélène', last_name: 'Garnier', birth_date: '1969-07-21', ...overrides }),
      company_id: opening.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };

  it('flags both openings, the same person written another way', async () => {
    leftPerson = await declare(left, {});
    expect(await duplicates(left, 'duplicate_person')).toEqual([]);
    rightPerson = await declare(right, { first_name: 'helene', last_name: 'GARNIER' });
    expect(await duplicates(left, 'duplicate_person')).toEqual([
      {
        code: 'duplicate_person',
        id: expect.any(String),
        raised_at: expect.any(String),
        person: 'Hélène Garnier',
        birth_date: '1969-07-21',
        other_openings: [{ case_id: right.id, company_name: 'Cabinet Droit', status: 'journey_in_progress' }],
      },
    ]);
    expect(namesOf((await duplicates(right, 'duplicate_person'))[0])).toEqual(['Cabinet Gauche']);
  });

  it('is cleared on both sides when the person changes, and again when they are removed', async () => {
    const edited = await call(
      right.user,
      'PUT',
      `/representatives/${rightPerson}?companyId=${right.id}`,
      signupPerson({ first_name: 'Hélène', last_name: 'Garnier', birth_date: '1969-07-22' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await duplicates(left, 'duplicate_person')).toEqual([]);
    expect(await duplicates(right, 'duplicate_person')).toEqual([]);

    // Corrected back: the same person again, then removed from one opening.
    await call(
      right.user,
      'PUT',
      `/representatives/${rightPerson}?companyId=${right.id}`,
      signupPerson({ first_name: 'Hélène', last_name: 'Garnier', birth_date: '1969-07-21' }),
    );
    expect(await duplicates(left, 'duplicate_person')).toHaveLength(1);
    const removed = await call(left.user, 'DELETE', `/representatives/${leftPerson}?companyId=${left.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await duplicates(left, 'duplicate_person')).toEqual([]);
    expect(await duplicates(right, 'duplicate_person')).toEqual([]);
  });

  it('is 404 for a case that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases/no-such-case/flags',
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
