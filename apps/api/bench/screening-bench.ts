/**
 * npm run bench:screening [-- --people 100000 --register 6600 --eu 5000 --keep]
 *
 * A rescreen of the whole base on a new publication, at the size of the real lists: writes an
 * invented national register of freezes and EU consolidated list in their official layouts, puts
 * that many invented French professionals in a fresh SQLite base (a company per ten people), then
 * runs the screening import command, which imports both lists and rescreens every person and
 * company through the real rescreen. Prints the import's and the rescreen's figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/ids';
import { generateLists } from '../src/modules/screening/demo/generate-lists';
import { inventedFrenchPeople } from '../src/modules/screening/demo/invented-people';
import { runImport } from './run-import';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    register: { type: 'string', default: '6600' },
    eu: { type: 'string', default: '5000' },
    keep: { type: 'boolean', default: false },
  },
});
/** BENCH_CPU_PROF=DIR writes a V8 CPU profile of the import and rescreen process there. */
const profileDir = process.env.BENCH_CPU_PROF;
const log = (line: string) => process.stdout.write(`${line}\n`);
const peopleCount = Number(values.people);
const PEOPLE_PER_COMPANY = 10;
const INSERT_PAGE = 500;

const folder = mkdtempSync(join(tmpdir(), 'screening-bench-'));
const dbUrl = `file:${join(folder, 'bench.db')}`;
try {
  const lists = await generateLists({
    folder,
    registerEntries: Number(values.register),
    euEntries: Number(values.eu),
  });
  await fillBase(dbUrl, peopleCount);
  log(
    `Base: ${peopleCount} people, ${Math.ceil(peopleCount / PEOPLE_PER_COMPANY)} companies; ${availableParallelism()} cores`,
  );
  const started = performance.now();
  const run = await runImport(
    'src/modules/screening/import/import-cli.ts',
    dbUrl,
    [lists.register, lists.euList],
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const elapsed = (performance.now() - started) / 1000;
  log(`Import: ${run.line}`);
  const rescreen = /Rescreened: .*/.exec(run.output)?.[0];
  if (!rescreen) throw new Error(`no rescreen line:\n${run.output.slice(-2000)}`);
  log(rescreen);
  log(`Import and rescreen: ${elapsed.toFixed(1)} s in all`);
} finally {
  if (values.keep) log(`Kept: ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}

/** A fresh base of invented customers: one user, a company per ten people, the people as its representatives. */
async function fillBase(url: string, count: number): Promise<void> {
  const handle = createDb(url);
  try {
    await migrateToLatest(handle.db);
    const at = new Date().toISOString();
    const userId = newId();
    // Only the columns a row must have: the bench's people and companies are names to screen.
    await sql`INSERT INTO users (id, email, password_hash, gender, first_name, last_name, phone,
              nationality, registration_type, created_at, updated_at)
              VALUES (${userId}, 'bench@example.invalid', '-', 0, 'Bench', 'Bench', '+33100000000',
              'FR', 'new_company', ${at}, ${at})`.execute(handle.db);
    const people = inventedFrenchPeople(count);
    let companyId = '';
    for (let start = 0; start < people.length; start += INSERT_PAGE) {
      await handle.db.transaction().execute(async (trx) => {
        for (const [offset, person] of people.slice(start, start + INSERT_PAGE).entries()) {
          const index = start + offset;
          if (index % PEOPLE_PER_COMPANY === 0) {
            companyId = newId();
            await sql`INSERT INTO companies (id, user_id, registration_type, name, legal_form, address,
                      created_at, updated_at)
                      VALUES (${companyId}, ${userId}, 'new_company', ${`Cabinet ${person.lastName}`},
                      'SELARL', '{}', ${at}, ${at})`.execute(trx);
          }
          await sql`INSERT INTO representatives (id, company_id, position, is_user, is_company,
                    first_name, last_name, birth_date, nationality, created_at, updated_at)
                    VALUES (${newId()}, ${companyId}, ${index % PEOPLE_PER_COMPANY}, 0, 0,
                    ${person.firstNames}, ${person.lastName}, ${person.birthDate ?? null}, 'FR',
                    ${at}, ${at})`.execute(trx);
        }
      });
    }
  } finally {
    await handle.destroy();
  }
}
