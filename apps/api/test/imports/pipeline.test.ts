import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportWriter } from '../../src/imports/create-writer';
import type { ImportSource } from '../../src/imports/import-source';
import { importFiles } from '../../src/imports/importer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importWith } from './import-fixtures';

/** A third source as little as one can be: a list, its ledger, its parser module. */
function watchlistSource(inWorker: boolean): ImportSource<'entries'> {
  return {
    extensions: ['.csv'],
    parser: { module: new URL('./fixtures/watchlist-parser.ts', import.meta.url), inWorker },
    batchSize: 2,
    store: {
      ledger: { table: 'test_watchlist_imports', countsRejected: true, publishedOnColumn: 'published_on' },
      replacesTable: true,
      tables: { entries: { name: 'test_watchlist', fields: ['id', 'name'], key: 'id' } },
    },
  };
}

async function createWatchlistTables(t: TestApp) {
  await sql`CREATE TABLE test_watchlist (id TEXT PRIMARY KEY, name TEXT NOT NULL)`.execute(t.deps.db);
  await sql`CREATE TABLE test_watchlist_imports (
    file_key TEXT PRIMARY KEY, file_name TEXT NOT NULL, kind TEXT NOT NULL, published_on TEXT,
    rows_done INTEGER NOT NULL, rejected INTEGER NOT NULL,
    started_at TEXT NOT NULL, updated_at TEXT NOT NULL, completed_at TEXT
  )`.execute(t.deps.db);
}

const entries = async (t: TestApp) =>
  (
    await sql<{ id: string; name: string }>`SELECT id, name FROM test_watchlist ORDER BY id`.execute(
      t.deps.db,
    )
  ).rows;

/** The ledger's row of a file, as an operator reading it would see it. */
async function ledgerRow(t: TestApp, fileName: string) {
  const { rows } = await sql<{
    published_on: string | null;
    rows_done: number;
    rejected: number;
    done: boolean;
  }>`SELECT published_on, rows_done, rejected, completed_at IS NOT NULL AS done
     FROM test_watchlist_imports WHERE file_name = ${fileName}`.execute(t.deps.db);
  return rows.map((row) => ({
    published_on: row.published_on,
    rows_done: Number(row.rows_done),
    rejected: Number(row.rejected),
    done: Boolean(row.done),
  }));
}

describe.each([
  ['in the importing thread', false],
  ['in a thread of its own', true],
])('a list parsed %s', (_, inWorker) => {
  const source = watchlistSource(inWorker);
  let t: TestApp;
  const listFile = (name: string, lines: string[]) => {
    const path = join(t.deps.config.dataDir, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  };
  beforeAll(async () => {
    t = await createTestApp();
    await createWatchlistTables(t);
  });
  afterAll(async () => t.close());

  it('imports its rows with its publication day, names malformed rows by line and passes over comments', async () => {
    const path = listFile('watchlist-20261120.csv', [
      'watchlist;2026-11-20',
      'FR-001;Société Alpha',
      '# withdrawn on 2026-11-18',
      'FR-002',
      'FR-003;Beta Holding',
    ]);
    const { results, log } = await importWith(source, t.deps, [path]);
    expect(results).toMatchObject([
      { name: 'watchlist-20261120.csv', kind: 'entries', status: 'imported', rows: 2, rejected: 1 },
    ]);
    expect(log).toContain('watchlist-20261120.csv: line 4: wrong number of columns, skipped');
    expect(await entries(t)).toEqual([
      { id: 'FR-001', name: 'Société Alpha' },
      { id: 'FR-003', name: 'Beta Holding' },
    ]);
    expect(await ledgerRow(t, 'watchlist-20261120.csv')).toEqual([
      { published_on: '2026-11-20', rows_done: 4, rejected: 1, done: true },
    ]);
  });

  it('skips a publication already imported, and a new publication replaces the list', async () => {
    const again = await importWith(source, t.deps, [join(t.deps.config.dataDir, 'watchlist-20261120.csv')]);
    expect(again.results[0]).toMatchObject({ status: 'skipped', rows: 0 });
    const path = listFile('watchlist-20261127.csv', ['watchlist;2026-11-27', 'FR-004;Gamma']);
    await importWith(source, t.deps, [path]);
    expect(await entries(t)).toEqual([{ id: 'FR-004', name: 'Gamma' }]);
  });

  it('stops at the first malformed row when strict, naming the file and the line', async () => {
    const path = listFile('watchlist-strict.csv', ['watchlist;2026-11-28', 'FR-005;Delta', 'FR-006;x;y']);
    await expect(importWith(source, t.deps, [path], { strict: true })).rejects.toThrow(
      'watchlist-strict.csv: line 3: wrong number of columns',
    );
  });

  it('resumes after the last batch committed, still counting the malformed rows skipped before', async () => {
    const path = listFile('watchlist-20261204.csv', [
      'watchlist;2026-12-04',
      'FR-010;A',
      'FR-011',
      'FR-012;B',
      'FR-013;C',
      'FR-014;D',
    ]);
    const real = createImportWriter(t.deps.config.databaseUrl, source.store);
    let writes = 0;
    const failing = {
      ...real,
      async write(...args: Parameters<typeof real.write>) {
        writes += 1;
        if (writes === 2) throw new Error('power cut');
        return real.write(...args);
      },
    };
    try {
      await expect(importFiles(source, [path], { writer: failing })).rejects.toThrow('power cut');
      expect(await entries(t)).toEqual([
        { id: 'FR-010', name: 'A' },
        { id: 'FR-012', name: 'B' },
      ]);
      const [resumed] = await importFiles(source, [path], { writer: real });
      expect(resumed).toMatchObject({ status: 'resumed', rows: 2, rejected: 1 });
    } finally {
      await real.close();
    }
    expect((await entries(t)).map((entry) => entry.id)).toEqual(['FR-010', 'FR-012', 'FR-013', 'FR-014']);
    expect(await ledgerRow(t, 'watchlist-20261204.csv')).toEqual([
      { published_on: '2026-12-04', rows_done: 5, rejected: 1, done: true },
    ]);
  });
});
