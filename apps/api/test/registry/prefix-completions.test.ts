import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { recountWords, recountWordsOnPostgres } from '../../src/registry/import/register-words';
import { PREFIX_COMPLETIONS_CAP } from '../../src/registry/local/last-word-completions';
import { createLocalRegistry } from '../../src/registry/local/local-provider';
import { createPostgresStore } from '../../src/registry/local/postgres-store';
import { createSqliteStore } from '../../src/registry/local/sqlite-store';
import type { RegistryStore, WordsQuery } from '../../src/registry/local/store';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';
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

/** The names as a register on the engine under test, its words counted as the import counts them. */
async function registerOf(
  names: readonly string[],
): Promise<{ store: RegistryStore; close(): Promise<void> }> {
  const sirenOf = (i: number) => String(100 + i).padStart(9, '0');
  if (process.env.TEST_DATABASE === 'postgres') {
    const handle = await createTestDb();
    await sql`INSERT INTO registry_units (siren, name, search_text, active, diffusible)
      SELECT lpad((99 + n)::text, 9, '0'), name, search_text, 1, 1
      FROM unnest(${[...names]}::text[], ${names.map(searchTextOf)}::text[]) WITH ORDINALITY AS t(name, search_text, n)`.execute(
      handle.db,
    );
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    await recountWordsOnPostgres(client).finally(() => client.end());
    return { store: createPostgresStore(handle.db), close: () => handle.destroy() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'registry-prefix-'));
  const file = join(dir, 'register.db');
  const handle = createDb(`file:${file}`);
  await migrateToLatest(handle.db);
  await handle.destroy();
  const sqlite = new SQLite(file);
  const unit = sqlite.prepare(
    'INSERT INTO registry_units (siren, name, search_text, active, diffusible) VALUES (?, ?, ?, 1, 1)',
  );
  const index = sqlite.prepare('INSERT INTO registry_search_active (rowid, name) VALUES (?, ?)');
  names.forEach((name, i) => {
    unit.run(sirenOf(i), name, searchTextOf(name));
    index.run(Number(sirenOf(i)), searchTextOf(name));
  });
  recountWords(sqlite);
  const store = createSqliteStore({
    all: async (text, params) => sqlite.prepare(text).all(...params) as never,
    close: async () => {},
  });
  return {
    store,
    close: async () => {
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('a typed prefix longer than three letters searches the whole words it starts', () => {
  let register: Awaited<ReturnType<typeof registerOf>>;
  let asked: WordsQuery[];
  let registry: ReturnType<typeof createLocalRegistry>;

  beforeAll(async () => {
    register = await registerOf(NAMES);
    const { store } = register;
    asked = [];
    // The words each search asks of the index (SQLite: its matches' ids; PostgreSQL: its matches).
    const watched: RegistryStore = { ...store };
    const { matchIds, matches } = store;
    if (matchIds) {
      watched.matchIds = (query, active, cap) => {
        asked.push(query);
        return matchIds(query, active, cap);
      };
    }
    if (matches) {
      watched.matches = (query, active, cap) => {
        asked.push(query);
        return matches(query, active, cap);
      };
    }
    registry = createLocalRegistry(watched);
  });
  afterAll(async () => {
    await register.close();
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

describe('the import counts the register words', () => {
  it('counts each word of the names it indexes with the units holding it, on either engine', async () => {
    const t = await createTestApp();
    try {
      await importInto(t.deps, [REAL_UNITS], { batchSize: 100 });
      const units = await t.deps.db.selectFrom('registry_units').select('search_text').execute();
      const expected = new Map<string, number>();
      for (const { search_text } of units) {
        for (const word of new Set(search_text.split(' ').filter(Boolean))) {
          expected.set(word, (expected.get(word) ?? 0) + 1);
        }
      }
      const words = await t.deps.db.selectFrom('registry_words').select(['word', 'units']).execute();
      expect(new Map(words.map((row) => [row.word, Number(row.units)]))).toEqual(expected);
      expect(expected.get('janoyer')).toBe(1);
    } finally {
      await t.close();
    }
  });
});
