import SQLite from 'better-sqlite3';
import { Kysely, type KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reusableQuery } from './reusable-query';
import { WatchedSqliteDialect } from './sqlite-free-reads';
import { withStatementCache } from './statement-cache';

interface Accounts {
  accounts: { iban: string; holder: string };
}

function accountsDb(): Kysely<Accounts> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(`create table accounts (iban text primary key, holder text);
    insert into accounts values ('FR7630001007941234567890185', 'Claire Martin');`);
  return new Kysely<Accounts>({
    dialect: new WatchedSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

const holderOf = reusableQuery((db: Kysely<Accounts>, iban: string) =>
  db.selectFrom('accounts').select('holder').where('iban', '=', iban),
);
const SECOND = 'FR7630004000031234567890143';

describe('a read on SQLite while nobody holds the connection', () => {
  let db: Kysely<Accounts>;
  afterEach(async () => {
    vi.restoreAllMocks();
    await db?.destroy();
  });

  it("runs at once, without Kysely's queue", async () => {
    db = accountsDb();
    const queued = vi.spyOn(db, 'executeQuery');
    expect(await holderOf(db, 'FR7630001007941234567890185')).toEqual([{ holder: 'Claire Martin' }]);
    expect(queued).not.toHaveBeenCalled();
  });

  it('never sees what an open transaction wrote: it waits, then reads what was committed', async () => {
    db = accountsDb();
    let release: () => void = () => {};
    const written = new Promise<void>((resolve) => {
      release = resolve;
    });
    let insideReads: unknown[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ iban: SECOND, holder: 'Paul Durand' }).execute();
      // Inside the transaction, its own write is seen.
      insideReads = await holderOf(trx, SECOND);
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await written;
    const outside = holderOf(db, SECOND);
    let settledBeforeCommit = false;
    void outside.then(() => {
      settledBeforeCommit = !transactionDone;
    });
    let transactionDone = false;
    await transaction;
    transactionDone = true;
    expect(insideReads).toEqual([{ holder: 'Paul Durand' }]);
    expect(await outside).toEqual([{ holder: 'Paul Durand' }]);
    expect(settledBeforeCommit).toBe(false);
  });

  it('reads nothing of a transaction rolled back while it waited', async () => {
    db = accountsDb();
    let release: () => void = () => {};
    const written = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ iban: SECOND, holder: 'Paul Durand' }).execute();
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('the transfer is refused');
    });
    await written;
    const outside = holderOf(db, SECOND);
    await expect(transaction).rejects.toThrow('the transfer is refused');
    expect(await outside).toEqual([]);
  });

  it("takes Kysely's way when a plugin may transform the rows", async () => {
    db = accountsDb();
    const upper: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => ({
        ...args.result,
        rows: args.result.rows.map((row) => ({
          holder: String((row as { holder: string }).holder).toUpperCase(),
        })),
      }),
    };
    expect(await holderOf(db.withPlugin(upper), 'FR7630001007941234567890185')).toEqual([
      { holder: 'CLAIRE MARTIN' },
    ]);
  });
});
