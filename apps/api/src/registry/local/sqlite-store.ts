import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { ESTABLISHMENT_COUNT_CAP, SEARCH_RESULT_CAP } from '../types';
import { completionsStatement } from './last-word-completions';
import type { SqlRunner } from './sqlite-worker-pool';
import type { EstablishmentRow, RegistryStore, UnitRow, WordsQuery } from './store';

const table = (active: boolean) => (active ? 'registry_search_active' : 'registry_search_closed');

/**
 * FTS5 query: every word, the last one as a prefix ("dupont mar" finds "DUPONT MARIE"). Words
 * before the last are whole: a prefix on a frequent word would read its every entry. The last
 * word's completions, when given, replace its prefix: FTS5 answers a prefix longer than its
 * prefix index by merging the lists of every word it starts (173 ms for "selarl" at 10 million).
 */
function matchOf({ words, lastWordCompletions = [] }: WordsQuery): string {
  const whole = words.slice(0, -1).map((word) => `"${word}"`);
  const last = words[words.length - 1] ?? '';
  const lastTerm =
    lastWordCompletions.length > 0
      ? `(${lastWordCompletions.map((word) => `"${word}"`).join(' OR ')})`
      : `"${last}"*`;
  return [...whole, lastTerm].join(' AND ');
}

/** Compiles the statements shared with PostgreSQL into SQLite's text; it connects to nothing. */
const sqliteText = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

// The unit, its head office (or the establishment named) and its open establishments count.
const UNIT_COLUMNS = `u.siren, u.name, u.legal_category, u.ape, u.active,
  e.siret, e.street, e.street_details, e.postcode, e.city, e.country,
  (SELECT count(*) FROM (SELECT 1 FROM registry_establishments x WHERE x.siren = u.siren AND x.active = 1
    LIMIT ${ESTABLISHMENT_COUNT_CAP})) AS establishment_count`;
const HEAD_OFFICE = 'LEFT JOIN registry_establishments e ON e.siret = u.siren || u.head_office_nic';
const ESTABLISHMENT_COLUMNS =
  'siret, siren, head_office, active, brand, street, street_details, postcode, city, country';

/** The register's queries on SQLite, run by a worker pool (or any runner of read-only SQL). */
export function createSqliteStore(runner: SqlRunner): RegistryStore {
  return {
    async completions(prefix, limit) {
      const { sql, parameters } = completionsStatement(prefix, limit).compile(sqliteText);
      const rows = await runner.all<{ word: string }>(sql, parameters);
      return rows.map((row) => row.word);
    },
    async countWords(words, active, cap) {
      const rows = await runner.all<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT rowid FROM ${table(active)} WHERE ${table(active)} MATCH ? LIMIT ?)`,
        [matchOf(words), cap],
      );
      return rows[0]?.n ?? 0;
    },
    async pageWords(words, active, ranked, limit, offset) {
      const fts = table(active);
      if (!ranked) {
        return runner.all<UnitRow>(
          `SELECT ${UNIT_COLUMNS}
           FROM (SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid LIMIT ? OFFSET ?) m
           JOIN registry_units u ON u.siren = printf('%09d', m.id)
           ${HEAD_OFFICE}
           ORDER BY u.siren`,
          [matchOf(words), limit, offset],
        );
      }
      // Ranked only under the cap: the matches (at most the cap) are ordered closest name
      // first, as on PostgreSQL: the shortest indexed text, then the SIREN. Not FTS5's bm25,
      // whose weights read every entry of each word's list (seconds for a word in a million names).
      return runner.all<UnitRow>(
        `SELECT ${UNIT_COLUMNS}
         FROM (SELECT c.siren FROM (SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?) m
               JOIN registry_units c ON c.siren = printf('%09d', m.id)
               ORDER BY length(c.search_text), c.siren LIMIT ? OFFSET ?) p
         JOIN registry_units u ON u.siren = p.siren
         ${HEAD_OFFICE}
         ORDER BY length(u.search_text), u.siren`,
        [matchOf(words), SEARCH_RESULT_CAP, limit, offset],
      );
    },
    async matchIds(words, active, cap) {
      const fts = table(active);
      // One row, the ids joined: a thousand rows would each be an object built and copied from the worker.
      const rows = await runner.all<{ ids: string | null }>(
        `SELECT group_concat(id) AS ids
         FROM (SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid LIMIT ?)`,
        [matchOf(words), cap],
      );
      const joined = rows[0]?.ids;
      return joined ? joined.split(',').map(Number) : [];
    },
    unitsOfMatches(_query, ids, ranked, limit, offset) {
      // The ids go in as one JSON array: at most the cap's thousand numbers.
      if (ranked) {
        return runner.all<UnitRow>(
          `SELECT ${UNIT_COLUMNS}
           FROM (SELECT c.siren FROM json_each(?) m
                 JOIN registry_units c ON c.siren = printf('%09d', m.value)
                 ORDER BY length(c.search_text), c.siren LIMIT ? OFFSET ?) p
           JOIN registry_units u ON u.siren = p.siren
           ${HEAD_OFFICE}
           ORDER BY length(u.search_text), u.siren`,
          [JSON.stringify(ids), limit, offset],
        );
      }
      return runner.all<UnitRow>(
        `SELECT ${UNIT_COLUMNS}
         FROM json_each(?) m
         JOIN registry_units u ON u.siren = printf('%09d', m.value)
         ${HEAD_OFFICE}
         ORDER BY u.siren`,
        [JSON.stringify(ids.slice(offset, offset + limit))],
      );
    },
    async bySiren(siren) {
      const rows = await runner.all<UnitRow>(
        `SELECT ${UNIT_COLUMNS} FROM registry_units u ${HEAD_OFFICE} WHERE u.siren = ?`,
        [siren],
      );
      return rows[0];
    },
    async bySiret(siret) {
      const rows = await runner.all<UnitRow>(
        `SELECT ${UNIT_COLUMNS} FROM registry_establishments e JOIN registry_units u ON u.siren = e.siren
         WHERE e.siret = ?`,
        [siret],
      );
      return rows[0];
    },
    async byNumberPrefix(prefix, cap) {
      // Digits sort before ':' so [prefix, prefix + ':') is every code starting with prefix.
      if (prefix.length <= 9) {
        return runner.all<UnitRow>(
          `SELECT ${UNIT_COLUMNS}
           FROM (SELECT siren FROM registry_units WHERE siren >= ? AND siren < ? ORDER BY siren LIMIT ?) p
           JOIN registry_units u ON u.siren = p.siren ${HEAD_OFFICE}
           ORDER BY u.active DESC, u.siren`,
          [prefix, `${prefix}:`, cap],
        );
      }
      return runner.all<UnitRow>(
        `SELECT ${UNIT_COLUMNS}
         FROM (SELECT siret FROM registry_establishments WHERE siret >= ? AND siret < ? ORDER BY siret LIMIT ?) p
         JOIN registry_establishments e ON e.siret = p.siret
         JOIN registry_units u ON u.siren = e.siren
         ORDER BY u.active DESC, e.siret`,
        [prefix, `${prefix}:`, cap],
      );
    },
    establishments(siren) {
      return runner.all<EstablishmentRow>(
        `SELECT ${ESTABLISHMENT_COLUMNS} FROM registry_establishments WHERE siren = ?
         ORDER BY head_office DESC, active DESC, siret LIMIT 500`,
        [siren],
      );
    },
    async establishment(siret) {
      const rows = await runner.all<EstablishmentRow>(
        `SELECT ${ESTABLISHMENT_COLUMNS} FROM registry_establishments WHERE siret = ?`,
        [siret],
      );
      return rows[0];
    },
    close: () => runner.close(),
  };
}
