import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import {
  DEMO_ESTABLISHMENTS,
  DEMO_UNITS,
  importInto,
  REAL_ESTABLISHMENTS,
  REAL_UNITS,
} from './registry-fixtures';

const units = new Map(
  readFileSync(DEMO_UNITS, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map((cells) => [cells[0] as string, cells]),
);
const establishments = readFileSync(DEMO_ESTABLISHMENTS, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));

describe('POST /companies/{siret}', () => {
  let t: TestApp;
  let user: TestUser;
  const post = (siret: string, who: TestUser = user) =>
    t.app.inject({ method: 'POST', url: `/companies/${encodeURIComponent(siret)}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t.deps);
    await importInto(t.deps, [DEMO_UNITS, DEMO_ESTABLISHMENTS, REAL_UNITS, REAL_ESTABLISHMENTS]);
  });
  afterAll(async () => t.close());

  it('fills the company from the register: name, legal form, addresses, NAF code', async () => {
    const head = establishments.find(
      (cells) => cells[9] === 'true' && cells[45] === 'A' && units.get(cells[0] as string)?.[27] === '5485',
    ) as string[];
    const unit = units.get(head[0] as string) as string[];
    const response = await post(head[2] as string);
    expect(response.statusCode, response.body).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({
      id: expect.any(String),
      name: unit[23],
      siret: head[2],
      siren: head[0],
      legal_form: { code: 'SELARL', abbreviation: 'SELARL', label: expect.stringContaining('libéral') },
      naf_activity_code: unit[28],
      naf_activity_code_label: expect.any(String),
      address: {
        zip: head[18],
        city: head[19],
        country: 'FR',
        street: expect.stringContaining(head[17] as string),
      },
      same_activity_address: true,
      activity_address: { zip: head[18], city: head[19] },
    });
    const stored = await t.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((row) => [row.id, row.siret, row.legal_form])).toEqual([
      [company.id, head[2], 'SELARL'],
    ]);
  });

  it('updates the same company when another establishment is chosen, head office as its address', async () => {
    const other = await createTestUser(t.deps);
    const secondary = establishments.find(
      (cells) => cells[9] === 'false' && cells[45] === 'A' && units.get(cells[0] as string)?.[20] === 'A',
    ) as string[];
    const unit = units.get(secondary[0] as string) as string[];
    const head = establishments.find((cells) => cells[2] === `${unit[0]}${unit[30]}`) as string[];
    const first = await post(head[2] as string, other);
    expect(first.statusCode).toBe(201);
    const second = await post(`${secondary[2]?.slice(0, 9)} ${secondary[2]?.slice(9)}`, other);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      siret: secondary[2],
      address: { zip: head[18], city: head[19] },
      activity_address: { zip: secondary[18], city: secondary[19] },
    });
    const count = await t.deps.db
      .selectFrom('companies')
      .select('id')
      .where('user_id', '=', other.id)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('answers 422 with the legal form for a closed company, so the user enters it by hand', async () => {
    const closed = establishments.find(
      (cells) =>
        units.get(cells[0] as string)?.[20] === 'C' && units.get(cells[0] as string)?.[27] === '6589',
    ) as string[];
    const response = await post(closed[2] as string);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { siret: expect.any(String) },
      company: { legal_form: { code: 'SCM', abbreviation: 'SCM' } },
    });
    // A closed establishment of the real register: a sole trader (EI).
    const realClosed = await post('00180725400014');
    expect(realClosed.statusCode).toBe(422);
    expect(realClosed.json().company.legal_form).toMatchObject({ code: 'EI' });
  });

  it('answers 422 without a legal form for an unknown or invalid SIRET', async () => {
    const unknown = await post('73282932000074');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      fields: { siret: expect.any(String) },
      company: { legal_form: null },
    });
    const invalid = await post('12345678901234');
    expect(invalid.statusCode).toBe(422);
    const letters = await post('abc');
    expect(letters.statusCode).toBe(422);
  });

  it('needs a signed-in user whose opening is not complete', async () => {
    const head = establishments.find((cells) => cells[9] === 'true' && cells[45] === 'A') as string[];
    const anonymous = await t.app.inject({ method: 'POST', url: `/companies/${head[2]}` });
    expect(anonymous.statusCode).toBe(401);
    const done = await createTestUser(t.deps, { completed: true });
    const completed = await post(head[2] as string, done);
    expect(completed.statusCode).toBe(302);
    const stored = await t.deps.db
      .selectFrom('companies')
      .select('id')
      .where('user_id', '=', done.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
