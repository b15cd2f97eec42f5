import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/**
 * The register's words (`registry_words`) as the import keeps them: every word of the units'
 * search index with the number of units whose name holds it, read from the index itself so the
 * counts follow every name the import adds, changes or removes. The table is replaced whole in
 * one transaction: a search reads the old counts or the new ones. Each engine reads its own index:
 */
const COUNTED_WORDS = {
  // the vocabulary of the two FTS5 tables (open and closed units), a unit being in one of them;
  sqlite: `SELECT term, sum(doc) FROM (SELECT term, doc FROM temp.registry_words_active
                                       UNION ALL SELECT term, doc FROM temp.registry_words_closed)
           GROUP BY term`,
  // the statistics of the units' search vectors (`ndoc`: the vectors holding the word).
  postgres: `SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM registry_units')`,
};
const CLEAR_WORDS = 'DELETE FROM registry_words';
const refillWith = (counted: string) => `INSERT INTO registry_words (word, units) ${counted}`;

/** Recounts the register's words on SQLite, in a transaction of its own. */
export function recountWords(db: SQLite.Database): void {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.registry_words_active
             USING fts5vocab(main, registry_search_active, 'row');
           CREATE VIRTUAL TABLE IF NOT EXISTS temp.registry_words_closed
             USING fts5vocab(main, registry_search_closed, 'row');`);
  db.transaction(() => {
    db.exec(CLEAR_WORDS);
    db.exec(refillWith(COUNTED_WORDS.sqlite));
  })();
}

/** Recounts the register's words on PostgreSQL, in the caller's transaction. */
export async function recountWordsOnPostgres(client: pg.ClientBase): Promise<void> {
  await client.query(CLEAR_WORDS);
  await client.query(refillWith(COUNTED_WORDS.postgres));
  // Fresh statistics for the prefix ranges' plans (ANALYZE, unlike VACUUM, runs in a transaction).
  await client.query('ANALYZE registry_words');
}
