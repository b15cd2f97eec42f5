import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { createLocalRegistry } from '../../src/registry/local/local-provider';
import { createSqliteStore } from '../../src/registry/local/sqlite-store';

// Names that tie on FTS5's bm25 (same words matched, as many words each): only the ranking by
// closeness tells them apart, the one PostgreSQL applies after its own rank.
const UNITS = [
  { siren: '000000011', name: 'BESSON HUGOLINE', search_text: 'besson hugoline' },
  { siren: '000000012', name: 'BESSON HUGUES', search_text: 'besson hugues' },
  { siren: '000000013', name: 'BESSON HUGO', search_text: 'besson hugo' },
];

describe('the register on SQLite ranks a narrow search closest name first', () => {
  let dir: string;
  let sqlite: SQLite.Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'registry-ranking-'));
    const file = join(dir, 'register.db');
    const handle = createDb(`file:${file}`);
    await migrateToLatest(handle.db);
    await handle.destroy();
    sqlite = new SQLite(file);
    const unit = sqlite.prepare(
      'INSERT INTO registry_units (siren, name, search_text, active, diffusible) VALUES (?, ?, ?, 1, 1)',
    );
    const index = sqlite.prepare('INSERT INTO registry_search_active (rowid, name) VALUES (?, ?)');
    for (const row of UNITS) {
      unit.run(row.siren, row.name, row.search_text);
      index.run(Number(row.siren), row.search_text);
    }
  });
  afterAll(() => {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the exact name before longer ones the last word only starts', async () => {
    const registry = createLocalRegistry(
      createSqliteStore({
        all: async (sql, params) => sqlite.prepare(sql).all(...params) as never,
        close: async () => {},
      }),
    );
    const page = await registry.search('besson hugo', 1);
    expect(page.total).toBe(2);
    expect(page.results.map((result) => result.socialReason)).toEqual(['BESSON HUGO', 'BESSON HUGOLINE']);
  });
});
