import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ESTABLISHMENT_COUNT_CAP } from '../types';
import { completionsStatement } from './last-word-completions';
import {
  type EstablishmentRow,
  RegistryQueryTimeout,
  type RegistryStore,
  type TableMatches,
  type UnitRow,
  type WordsQuery,
} from './store';

/**
 * tsquery: every word, the last as a prefix ("dupont mar" -> "dupont & mar:*"), or as its whole
 * words when given ("dupont & (martin | martine)"): a prefix's bitmap holds every name with a word
 * it starts, each of those words' index lists merged. Words are [a-z0-9]+.
 */
function tsqueryOf({ words, lastWordCompletions = [] }: WordsQuery): string {
  const whole = words.slice(0, -1);
  const last = words[words.length - 1] ?? '';
  const lastTerm = lastWordCompletions.length > 0 ? `(${lastWordCompletions.join(' | ')})` : `${last}:*`;
  return [...whole, lastTerm].join(' & ');
}

const UNIT_COLUMNS = sql`u.siren, u.name, u.legal_category, u.ape, u.active,
  e.siret, e.street, e.street_details, e.postcode, e.city, e.country,
  (SELECT count(*)::int FROM (SELECT 1 FROM registry_establishments x WHERE x.siren = u.siren AND x.active = 1
    LIMIT ${sql.lit(ESTABLISHMENT_COUNT_CAP)}) c) AS establishment_count`;
const HEAD_OFFICE = sql`LEFT JOIN registry_establishments e ON e.siret = u.siren || u.head_office_nic`;
const ESTABLISHMENT_COLUMNS = sql`siret, siren, head_office, active, brand, street, street_details, postcode, city, country`;

/**
 * The units first read in SIREN order before the full-text index is asked. A GIN index answers a
 * query only once it has built the bitmap of every match, whatever the LIMIT: for two frequent
 * words (hundreds of thousands of names) that bitmap is the whole cost. Such a query has its first
 * matches among the first units, so reading them in order and stopping at the cap finds the count
 * ("more than the cap") and the first matches by SIREN for a few milliseconds.
 */
const ORDERED_PROBE_ROWS = 50_000;
/**
 * How far the reading in order goes on when the matches met in the first units promise the cap
 * within it (a match in a hundred names or more); sparser queries go to the index at once.
 */
const ORDERED_WALK_MAX_ROWS = 250_000;
/**
 * Memory for one search's bitmaps: with PostgreSQL's default (4 MB) a typed prefix's bitmap
 * (every name whose word starts with it) turns lossy, and each of its pages is read and checked.
 */
const WIDE_BITMAPS = "SET LOCAL work_mem = '64MB'";
/**
 * For matches known to be few in SIREN order: their bitmap sorted, where the planner would walk
 * the primary key and read hundreds of thousands of units to find ten.
 */
const NO_ORDERED_WALK = 'SET LOCAL enable_indexscan = off';

/**
 * The register's queries on PostgreSQL: the pool is asynchronous already, and every query runs
 * under a statement timeout so a pathological one ends as an empty answer, not a stall.
 */
export function createPostgresStore(
  db: Kysely<Database>,
  {
    timeoutMs = 2000,
    probeRows = ORDERED_PROBE_ROWS,
    walkMaxRows = ORDERED_WALK_MAX_ROWS,
  }: { timeoutMs?: number; probeRows?: number; walkMaxRows?: number } = {},
): RegistryStore {
  async function all<T>(query: RawBuilder<T>, ...settings: string[]): Promise<T[]> {
    try {
      return await db.transaction().execute(async (trx) => {
        await sql.raw(`SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}`).execute(trx);
        for (const setting of settings) await sql.raw(setting).execute(trx);
        return (await query.execute(trx)).rows;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '57014') throw new RegistryQueryTimeout();
      throw error;
    }
  }

  const sirensOf = (rows: readonly { siren: string }[]) => rows.map((row) => row.siren);

  function pageWords(words: WordsQuery, active: boolean, ranked: boolean, limit: number, offset: number) {
    const query = tsqueryOf(words);
    const order = ranked
      ? sql`ts_rank(u.search_vector, to_tsquery('simple', ${query})) DESC, length(u.search_text), u.siren`
      : sql`u.siren`;
    return all<UnitRow>(sql`SELECT ${UNIT_COLUMNS} FROM registry_units u ${HEAD_OFFICE}
      WHERE u.active = ${active ? 1 : 0} AND u.search_vector @@ to_tsquery('simple', ${query})
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  }

  /**
   * The first matches in SIREN order, at most the cap, among the first units read in that order:
   * the first rows always, further when the matches met there promise the cap within the limit.
   */
  async function firstInOrder(query: string, state: number, cap: number): Promise<string[]> {
    const [probe] = await all<{ hits: string[] | null; last: string | null }>(sql`SELECT
        (array_agg(w.siren ORDER BY w.siren) FILTER (WHERE w.hit))[1:${cap}] AS hits, max(w.siren) AS last
      FROM (SELECT siren, search_vector @@ to_tsquery('simple', ${query}) AS hit FROM registry_units
        WHERE active = ${state} ORDER BY siren LIMIT ${probeRows}) w`);
    const hits = probe?.hits ?? [];
    if (hits.length >= cap || hits.length === 0 || !probe?.last) return hits;
    const rowsForCap = Math.ceil(((probeRows * (cap - hits.length)) / hits.length) * 1.25);
    if (rowsForCap > walkMaxRows) return hits;
    const more = await all<{ siren: string }>(sql`SELECT s.siren FROM (
        SELECT siren, search_vector FROM registry_units WHERE active = ${state} AND siren > ${probe.last}
        ORDER BY siren LIMIT ${rowsForCap}) s
      WHERE s.search_vector @@ to_tsquery('simple', ${query}) ORDER BY s.siren LIMIT ${cap - hits.length}`);
    return [...hits, ...sirensOf(more)];
  }

  /** A page of matches known by their SIRENs (in SIREN order): the closest names first, or in order. */
  function unitsOf(
    words: WordsQuery,
    sirens: readonly string[],
    ranked: boolean,
    limit: number,
    offset: number,
  ) {
    if (!ranked) {
      return all<UnitRow>(sql`SELECT ${UNIT_COLUMNS} FROM registry_units u ${HEAD_OFFICE}
        WHERE u.siren = ANY(${sirens.slice(offset, offset + limit)}::text[]) ORDER BY u.siren`);
    }
    return all<UnitRow>(sql`SELECT ${UNIT_COLUMNS} FROM registry_units u ${HEAD_OFFICE}
      WHERE u.siren = ANY(${sirens}::text[])
      ORDER BY ts_rank(u.search_vector, to_tsquery('simple', ${tsqueryOf(words)})) DESC,
        length(u.search_text), u.siren
      LIMIT ${limit} OFFSET ${offset}`);
  }

  async function countWords(words: WordsQuery, active: boolean, cap: number) {
    const rows = await all<{ n: number }>(sql`SELECT count(*)::int AS n FROM (
      SELECT 1 FROM registry_units WHERE active = ${active ? 1 : 0}
      AND search_vector @@ to_tsquery('simple', ${tsqueryOf(words)}) LIMIT ${cap}) m`);
    return rows[0]?.n ?? 0;
  }

  /**
   * Several words, one evaluation of their query per table for its count and its page. Dense
   * matches (two frequent words) fill the cap among the first units read in SIREN order: those
   * are the first matches, the page is read from them. Else the index's matches, at most the cap:
   * under it every match is known, and the page (closest names first) is read from their SIRENs;
   * at the cap, the page is the first matches read in order, or the index's bitmap sorted.
   */
  async function severalWords(words: WordsQuery, active: boolean, cap: number): Promise<TableMatches> {
    const query = tsqueryOf(words);
    const state = active ? 1 : 0;
    const inOrder = await firstInOrder(query, state, cap);
    if (inOrder.length >= cap) {
      return { count: cap, page: (ranked, limit, offset) => unitsOf(words, inOrder, ranked, limit, offset) };
    }
    const found = await all<{ siren: string }>(
      sql`SELECT siren FROM registry_units
        WHERE active = ${state} AND search_vector @@ to_tsquery('simple', ${query}) LIMIT ${cap}`,
      WIDE_BITMAPS,
    );
    if (found.length < cap) {
      const sirens = sirensOf(found).sort();
      return {
        count: sirens.length,
        page: (ranked, limit, offset) => unitsOf(words, sirens, ranked, limit, offset),
      };
    }
    return {
      count: cap,
      page: async (ranked, limit, offset) => {
        if (ranked) return pageWords(words, active, ranked, limit, offset);
        // The first units read in order held this page: these are its matches.
        if (offset + limit <= inOrder.length) return unitsOf(words, inOrder, false, limit, offset);
        // Too few there for this page: the matches are sparse in SIREN order, and sorting the
        // index's bitmap of them costs less than walking the register to find them.
        const page = await all<{ siren: string }>(
          sql`SELECT siren FROM registry_units
            WHERE active = ${state} AND search_vector @@ to_tsquery('simple', ${query})
            ORDER BY siren LIMIT ${limit} OFFSET ${offset}`,
          WIDE_BITMAPS,
          NO_ORDERED_WALK,
        );
        return unitsOf(words, sirensOf(page), false, limit, 0);
      },
    };
  }

  return {
    async completions(prefix, limit) {
      return (await all(completionsStatement(prefix, limit))).map((row) => row.word);
    },
    async matches(words, active, cap) {
      // One word's index list is read as it is, its count then its page: the intersections of
      // several words are what cost.
      if (words.words.length >= 2) return severalWords(words, active, cap);
      const count = await countWords(words, active, cap);
      return { count, page: (ranked, limit, offset) => pageWords(words, active, ranked, limit, offset) };
    },
    countWords,
    pageWords,
    async bySiren(siren) {
      const rows = await all<UnitRow>(
        sql`SELECT ${UNIT_COLUMNS} FROM registry_units u ${HEAD_OFFICE} WHERE u.siren = ${siren}`,
      );
      return rows[0];
    },
    async bySiret(siret) {
      const rows = await all<UnitRow>(sql`SELECT ${UNIT_COLUMNS}
        FROM registry_establishments e JOIN registry_units u ON u.siren = e.siren WHERE e.siret = ${siret}`);
      return rows[0];
    },
    byNumberPrefix(prefix, cap) {
      const pattern = `${prefix}%`;
      if (prefix.length <= 9) {
        return all<UnitRow>(sql`SELECT ${UNIT_COLUMNS}
          FROM (SELECT siren FROM registry_units WHERE siren LIKE ${pattern} ORDER BY siren LIMIT ${cap}) p
          JOIN registry_units u ON u.siren = p.siren ${HEAD_OFFICE}
          ORDER BY u.active DESC, u.siren`);
      }
      return all<UnitRow>(sql`SELECT ${UNIT_COLUMNS}
        FROM (SELECT siret FROM registry_establishments WHERE siret LIKE ${pattern} ORDER BY siret LIMIT ${cap}) p
        JOIN registry_establishments e ON e.siret = p.siret
        JOIN registry_units u ON u.siren = e.siren
        ORDER BY u.active DESC, e.siret`);
    },
    similar(text, limit) {
      return all<UnitRow>(sql`SELECT ${UNIT_COLUMNS} FROM registry_units u ${HEAD_OFFICE}
        WHERE ${text} <% u.search_text
        ORDER BY word_similarity(${text}, u.search_text) DESC, u.active DESC, u.siren LIMIT ${limit}`);
    },
    establishments(siren) {
      return all<EstablishmentRow>(sql`SELECT ${ESTABLISHMENT_COLUMNS} FROM registry_establishments
        WHERE siren = ${siren} ORDER BY head_office DESC, active DESC, siret LIMIT 500`);
    },
    async establishment(siret) {
      const rows = await all<EstablishmentRow>(
        sql`SELECT ${ESTABLISHMENT_COLUMNS} FROM registry_establishments WHERE siret = ${siret}`,
      );
      return rows[0];
    },
    // The pool belongs to the application.
    close: async () => {},
  };
}
