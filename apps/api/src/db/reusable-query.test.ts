import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { reusableListQuery, reusableQuery } from './reusable-query';

interface People {
  people: { name: string; city: string; active: number };
}

function peopleDb(): Kysely<People> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(`create table people (name text, city text, active integer);
    insert into people values ('Claire', 'Lyon', 1), ('Paul', 'Lyon', 0), ('Inès', 'Nantes', 1);`);
  return new Kysely<People>({ dialect: new SqliteDialect({ database: sqlite }) });
}

// Arguments are bound where the builder put them; the builder's own constants stay as they were.
const activeIn = reusableQuery((db: Kysely<People>, city: string, prefix: string) =>
  db
    .selectFrom('people')
    .select('name')
    .where('active', '=', 1)
    .where('city', '=', city)
    .where('name', 'like', prefix)
    .orderBy('name'),
);

describe('a query compiled once', () => {
  let db: Kysely<People>;
  afterEach(async () => {
    await db?.destroy();
  });

  it('binds each call its own values, keeping the constants of the query', async () => {
    db = peopleDb();
    expect(await activeIn(db, 'Lyon', '%')).toEqual([{ name: 'Claire' }]);
    expect(await activeIn(db, 'Nantes', 'I%')).toEqual([{ name: 'Inès' }]);
    expect(await activeIn(db, 'Nantes', 'C%')).toEqual([]);
  });

  it('runs inside a transaction on the transaction, and on a second database as well', async () => {
    db = peopleDb();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('people').values({ name: 'Hugo', city: 'Lyon', active: 1 }).execute();
      expect(await activeIn(trx, 'Lyon', 'H%')).toEqual([{ name: 'Hugo' }]);
    });
    const other = peopleDb();
    expect(await activeIn(other, 'Lyon', 'H%')).toEqual([]);
    await other.destroy();
  });

  it('refuses a builder that does not bind each argument once', async () => {
    db = peopleDb();
    const unbound = reusableQuery((db: Kysely<People>, _city: string) =>
      db.selectFrom('people').select('name'),
    );
    await expect(unbound(db, 'Lyon')).rejects.toThrow('every argument must be bound exactly once');
  });
});

describe('a list query compiled once per shape', () => {
  let builds = 0;
  const inCities = reusableListQuery((db: Kysely<People>, active: number, cities: string[]) => {
    builds += 1;
    return db
      .selectFrom('people')
      .select('name')
      .where('active', '=', active)
      .where('city', 'in', cities)
      .orderBy('name');
  });

  it('binds lists of any length, compiling each shape once', async () => {
    const db = peopleDb();
    expect(await inCities(db, 1, ['Lyon'])).toEqual([{ name: 'Claire' }]);
    expect(await inCities(db, 1, ['Nantes', 'Lyon'])).toEqual([{ name: 'Claire' }, { name: 'Inès' }]);
    expect(await inCities(db, 0, ['Lyon', 'Paris'])).toEqual([{ name: 'Paul' }]);
    expect(await inCities(db, 1, ["Lyon' or 1=1 --", 'Paris'])).toEqual([]);
    expect(builds).toBe(3);
    await db.destroy();
  });
});
