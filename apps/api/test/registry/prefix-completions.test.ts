import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { recountWords } from '../../src/registry/import/sqlite-search-index';
import { createLocalRegistry, PREFIX_COMPLETIONS_CAP } from '../../src/registry/local/local-provider';
import { createSqliteStore } from '../../src/registry/local/sqlite-store';
import type { RegistryStore, WordsQuery } from '../../src/registry/local/store';
import { createTestApp } from '../helpers/test-app';
import { importInto, REAL_UNITS } from './registry-fixtures';

// Words starting "dura": the word "dura" itself in one name only, and more frequent longer words
// than a prefix stands for, each in as many names as its rank (duraa in 1, durab in 2, ...).
const FREQUENT = Array.from(
  { length: PREFIX_COMPLETIONS_CAP + 5 },
  (_, i) => `dura${String.fromCharCode(97 + i)}`,
);
const NAMES = [
  'SELARL DU DOCTEUR DUPONT',
  'SÉLARLO MARTIN',
  'DURA',
  ...FREQUENT.flatMap((word, i) => Array.from({ length: i + 1 }, () => word.toUpperCase())),
];
const searchTextOf = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('a typed prefix longer than three letters searches the whole words it starts', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let asked: WordsQuery[];
  let registry: ReturnType<typeof createLocalRegistry>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'registry-prefix-'));
    const file = join(dir, 'register.db');
    const handle = createDb(`file:${file}`);
    await migrateToLatest(handle.db);
    await handle.destroy();
    sqlite = new SQLite(file);
    const unit = sqlite.prepare(
      'INSERT INTO registry_units (siren, name, search_text, active, diffusible) VALUES (?, ?, ?, 1, 1)',
    );
    const index = sqlite.prepare('INSERT INTO registry_search_active (rowid, name) VALUES (?, ?)');
    NAMES.forEach((name, i) => {
      const siren = String(100 + i).padStart(9, '0');
      unit.run(siren, name, searchTextOf(name));
      index.run(Number(siren), searchTextOf(name));
    });
    recountWords(sqlite);
    const store = createSqliteStore({
      all: async (sql, params) => sqlite.prepare(sql).all(...params) as never,
      close: async () => {},
    });
    asked = [];
    // The words each search asks of the index (one evaluation serves its count and its page).
    const watched: RegistryStore = {
      ...store,
      matchIds: (query, active, cap) => {
        asked.push(query);
        return store.matchIds?.(query, active, cap) ?? Promise.resolve([]);
      },
    };
    registry = createLocalRegistry(watched);
  });
  afterAll(() => {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds the names of the words a prefix starts, accents folded', async () => {
    const page = await registry.search('Sélar', 1);
    expect(page.results.map((result) => result.socialReason).sort()).toEqual([
      'SELARL DU DOCTEUR DUPONT',
      'SÉLARLO MARTIN',
    ]);
    expect(asked.at(-1)?.lastWordCompletions).toEqual(expect.arrayContaining(['selarl', 'selarlo']));
    const withWords = await registry.search('docteur selarl', 1);
    expect(withWords.results.map((result) => result.socialReason)).toEqual(['SELARL DU DOCTEUR DUPONT']);
  });

  it('stands for at most the cap of whole words, the most frequent, the word typed itself kept', async () => {
    await registry.search('dura', 1);
    const completions = asked.at(-1)?.lastWordCompletions ?? [];
    expect(completions).toHaveLength(PREFIX_COMPLETIONS_CAP);
    expect(completions[0]).toBe('dura');
    expect(completions.slice(1)).toEqual(FREQUENT.slice(-(PREFIX_COMPLETIONS_CAP - 1)).reverse());
  });

  it('still finds a rare word typed in full among frequent ones it starts', async () => {
    const page = await registry.search('dura', 1);
    expect(page.capped).toBe(false);
    expect(page.results.map((result) => result.socialReason)).toContain('DURA');
  });

  it('keeps the prefix index for three letters or fewer', async () => {
    const page = await registry.search('sel', 1);
    expect(asked.at(-1)?.lastWordCompletions).toBeUndefined();
    expect(page.total).toBe(2);
  });
});

// PostgreSQL answers prefixes from its GIN index and keeps no words table.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the import counts the register words', () => {
  it('fills the words table from the names it indexes', async () => {
    const t = await createTestApp();
    try {
      await importInto(t.deps, [REAL_UNITS], { batchSize: 100 });
      // registry_words is SQLite's own table, outside the engines' shared schema.
      const { rows } = await sql<{
        units: number;
      }>`SELECT units FROM registry_words WHERE word = ${'janoyer'}`.execute(t.deps.db);
      expect(rows).toEqual([{ units: 1 }]);
    } finally {
      await t.close();
    }
  });
});
