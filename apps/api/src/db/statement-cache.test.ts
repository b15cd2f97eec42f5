import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('SQLite statement cache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.open && sqlite.close());

  it('prepares a query once and reuses the statement with new values', () => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table people (name text)');
    const cached = withStatementCache(sqlite);
    const insert = cached.prepare('insert into people (name) values (?)');
    insert.run(['Claire']);
    expect(cached.prepare('insert into people (name) values (?)')).toBe(insert);
    insert.run(['Paul']);
    expect(cached.prepare('select name from people order by name').all([])).toEqual([
      { name: 'Claire' },
      { name: 'Paul' },
    ]);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite, 2);
    const first = cached.prepare('select 1');
    const second = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(first); // now the most recent
    cached.prepare('select 3'); // evicts "select 2"
    expect(cached.prepare('select 1')).toBe(first);
    expect(cached.prepare('select 2')).not.toBe(second);
  });

  it('closes the database', () => {
    sqlite = new SQLite(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
