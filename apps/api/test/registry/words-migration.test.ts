import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createTestDb } from '../helpers/test-db';

// A PostgreSQL register imported before the words table existed gets it from its units' search
// vectors: each word with the number of units, open or closed, whose name holds it.
const BEFORE = '2026-11-30-380-registry-closed-siren-order';

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'migration: the register words of an existing PostgreSQL register',
  () => {
    let handle: Awaited<ReturnType<typeof createTestDb>>;
    beforeAll(async () => {
      handle = await createTestDb({ migrate: false });
      await migrateTo(handle.db, BEFORE);
      const units = [
        ['100000001', 'SELARL DU DOCTEUR DUPONT', 1],
        ['100000002', 'SELARL DUPONTEL', 0],
        ['100000003', 'CABINET DUPONT DUPONT', 1],
        ['100000004', '', 1],
      ] as const;
      for (const [siren, name, active] of units) {
        await sql`INSERT INTO registry_units (siren, name, search_text, active, diffusible)
          VALUES (${siren}, ${name}, ${name.toLowerCase()}, ${active}, 1)`.execute(handle.db);
      }
      await migrateToLatest(handle.db);
    });
    afterAll(async () => {
      await handle.destroy();
    });

    it('counts each word once per unit holding it, closed units included', async () => {
      const { rows } = await sql<{ word: string; units: number }>`SELECT word, units FROM registry_words
        ORDER BY word`.execute(handle.db);
      expect(rows).toEqual([
        { word: 'cabinet', units: 1 },
        { word: 'docteur', units: 1 },
        { word: 'du', units: 1 },
        { word: 'dupont', units: 2 },
        { word: 'dupontel', units: 1 },
        { word: 'selarl', units: 2 },
      ]);
    });

    it('orders the words by code point, so a prefix is one range of its key', async () => {
      const { rows } = await sql<{ collation: string }>`SELECT collation_name AS collation
        FROM information_schema.columns WHERE table_name = 'registry_words' AND column_name = 'word'`.execute(
        handle.db,
      );
      expect(rows).toEqual([{ collation: 'C' }]);
    });
  },
);
