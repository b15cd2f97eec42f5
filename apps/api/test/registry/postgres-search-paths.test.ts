import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountWordsOnPostgres } from '../../src/registry/import/register-words';
import { withLastWordCompletions } from '../../src/registry/local/last-word-completions';
import { createPostgresStore } from '../../src/registry/local/postgres-store';
import type { RegistryStore, TableMatches, WordsQuery } from '../../src/registry/local/store';
import { createTestDb } from '../helpers/test-db';

// The PostgreSQL store answers a search of several words by the cheapest of several ways: the
// first units read in SIREN order, read further when their matches promise the cap, the index's
// matches under the cap, or the index's bitmap sorted when the matches are sparse in SIREN order.
// Whichever way, a user sees what the plain evaluation (count, then page) shows: same count, same
// companies in the same order on every page. The store is scaled down (a cap of 50, 400 units
// read first, 2,000 further at most) so a register of 3,000 units reaches every way. Each query
// is asked as typed (its last word a prefix) and as the search asks it once the register's words
// are counted (its last word of four letters or more as the whole words it starts).
const UNITS = 3000;
const CAP = 50;
const PER_PAGE = 10;

const sirenOf = (n: number) => String(n).padStart(9, '0');

/** Each unit's name by its number (1…3,000), chosen to send each search down one of the ways. */
function nameOf(n: number): string {
  const words: string[] = [];
  if (n % 5 === 0) words.push('SCM CABINET'); // dense: the cap among the first 400 units
  if (n % 25 === 0) words.push('SELAS LABO'); // 16 in the first 400: read further to the cap
  if (n > UNITS - 80) words.push('MEDICAL CENTRE'); // none first: the index's bitmap, sorted
  if (n % 400 === 33) words.push('MEDICAL CENTRAL'); // "centr": two whole words, the rarer second
  if (n <= 10 || n > UNITS - 60) words.push('DENTAL CLINIC'); // a first page read first, then sparse
  if (n % 400 === 17) words.push(n % 800 === 17 ? 'RARE NAME' : 'RARE NAME OF A LONGER KIND'); // under the cap
  return words.length > 0 ? words.join(' ') : `UNIT ${n}`;
}

const QUERIES = ['scm cabinet', 'selas labo', 'medical cent', 'medical centr', 'dental clinic', 'rare name'];
const wordsOf = (query: string): WordsQuery => ({ words: query.split(' ') });

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'the register on PostgreSQL answers several words the same whichever way it reads them',
  () => {
    let handle: Awaited<ReturnType<typeof createTestDb>>;
    let store: RegistryStore;

    beforeAll(async () => {
      handle = await createTestDb();
      const names = Array.from({ length: UNITS }, (_, i) => nameOf(i + 1));
      await sql`INSERT INTO registry_units (siren, name, search_text, active, diffusible)
        SELECT lpad(n::text, 9, '0'), name, lower(name), 1, 1
        FROM unnest(${names}::text[]) WITH ORDINALITY AS t(name, n)`.execute(handle.db);
      await sql`ANALYZE registry_units`.execute(handle.db);
      const client = new pg.Client({ connectionString: handle.url });
      await client.connect();
      try {
        await recountWordsOnPostgres(client);
      } finally {
        await client.end();
      }
      store = createPostgresStore(handle.db, { probeRows: 400, walkMaxRows: 2000 });
    });
    afterAll(async () => {
      await handle.destroy();
    });

    /** The sirens of a page. */
    const sirens = async (rows: Promise<{ siren: string }[]>) => (await rows).map((row) => row.siren);

    /** The query as typed, and as the search asks it: the last word as its whole words. */
    const askedAs = async (query: string) => ({
      typed: wordsOf(query),
      completed: await withLastWordCompletions(query.split(' '), store.completions),
    });

    async function matchesOf(query: string | WordsQuery): Promise<TableMatches> {
      const matches = await store.matches?.(typeof query === 'string' ? wordsOf(query) : query, true, CAP);
      if (!matches) throw new Error('the PostgreSQL store answers several words as one evaluation');
      return matches;
    }

    it('stands for a typed last word by its whole words, the most frequent first', async () => {
      const { completed } = await askedAs('medical centr');
      expect(completed.lastWordCompletions).toEqual(['centre', 'central']);
      expect((await askedAs('medical central')).completed.lastWordCompletions).toEqual(['central']);
      expect((await askedAs('medical cent')).completed.lastWordCompletions).toEqual(['centre', 'central']);
      // Three letters: the prefix itself.
      expect((await askedAs('scm cab')).completed.lastWordCompletions).toBeUndefined();
    });

    it('counts as the plain evaluation does, up to the cap', async () => {
      const counts: Record<string, number> = {};
      for (const query of QUERIES) {
        for (const [way, words] of Object.entries(await askedAs(query))) {
          const matches = await matchesOf(words);
          expect(matches.count, `${query} ${way}`).toBe(await store.countWords(words, true, CAP));
          counts[`${query} ${way}`] = matches.count;
        }
      }
      // Every prefix here starts fewer words than a prefix stands for: the same count either way.
      expect(counts).toEqual(
        Object.fromEntries(
          Object.entries({
            'scm cabinet': CAP,
            'selas labo': CAP,
            'medical cent': CAP,
            'medical centr': CAP,
            'dental clinic': CAP,
            'rare name': 8,
          }).flatMap(([query, count]) => [
            [`${query} typed`, count],
            [`${query} completed`, count],
          ]),
        ),
      );
      expect((await matchesOf(wordsOf('medical central'))).count).toBe(8);
    });

    it('shows the same companies in the same order on every page', async () => {
      for (const query of QUERIES) {
        const { typed, completed } = await askedAs(query);
        const matches = await matchesOf(completed);
        const ranked = matches.count < CAP;
        for (let offset = 0; offset < matches.count; offset += PER_PAGE) {
          const page = await sirens(matches.page(ranked, PER_PAGE, offset));
          expect(page, `${query} from ${offset}`).toEqual(
            await sirens(store.pageWords(completed, true, ranked, PER_PAGE, offset)),
          );
          // And the same companies as the prefix typed shows.
          expect(page, `${query} from ${offset}, typed`).toEqual(
            await sirens((await matchesOf(typed)).page(ranked, PER_PAGE, offset)),
          );
        }
      }
    });

    it('pages a capped search in SIREN order from its first matches', async () => {
      const dense = await matchesOf('scm cabinet');
      expect(await sirens(dense.page(false, PER_PAGE, 0))).toEqual(
        Array.from({ length: PER_PAGE }, (_, i) => sirenOf(5 * (i + 1))),
      );
      const sparse = await matchesOf('dental clinic');
      expect(await sirens(sparse.page(false, PER_PAGE, PER_PAGE))).toEqual(
        Array.from({ length: PER_PAGE }, (_, i) => sirenOf(UNITS - 59 + i)),
      );
    });

    it('puts the closest name first under the cap', async () => {
      const page = await (await matchesOf('rare name')).page(true, PER_PAGE, 0);
      expect(page.slice(0, 4).map((row) => row.name)).toEqual(Array(4).fill('RARE NAME'));
      expect(page.at(-1)?.name).toBe('RARE NAME OF A LONGER KIND');
    });
  },
);
