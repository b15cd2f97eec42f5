/**
 * npm run bench:sante [-- --rows 2000000 --engines sqlite,postgres --pg-url postgres://… --lookups 5000]
 *
 * Generates a practitioners' extraction of that many rows in the official layout (invented
 * people), imports it with the import command in its own process (rows per second, peak RSS),
 * then measures the verification's lookup by number and the company links' lookup by SIRET
 * (p50 / p95 / p99), on SQLite and on PostgreSQL (a database of its own, dropped at the end).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { practitionerRows, practitionersAt } from '../src/modules/health-professionals/directory-queries';
import { generateDirectories } from '../src/sante/demo/generate-directories';
import { latencyStats } from './latency-stats';
import { runImport } from './run-import';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '2000000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL },
    lookups: { type: 'string', default: '5000' },
    /** Keep the generated file in this folder (reused when present). */
    keep: { type: 'string' },
  },
});
const rows = Number(values.rows);
const lookups = Number(values.lookups);
const log = (message: string) => process.stderr.write(`${message}\n`);

const stats = (samples: number[]) => {
  const { p50, p95, p99, n } = latencyStats(samples);
  return `p50 ${p50.toFixed(3)} ms · p95 ${p95.toFixed(3)} ms · p99 ${p99.toFixed(3)} ms (n=${n})`;
};
const importLine = async (dbUrl: string) =>
  (await runImport('src/sante/import/import-cli.ts', dbUrl, [file])).line;

async function measure(dbUrl: string) {
  const handle = createDb(dbUrl);
  try {
    const { db } = handle;
    // A sample spread over the table, read once (not timed).
    const numbers = (
      await sql<{
        number: string;
      }>`SELECT number FROM health_practitioners ORDER BY random() LIMIT ${lookups}`.execute(db)
    ).rows.map((row) => row.number);
    const sirets = (
      await sql<{
        siret: string;
      }>`SELECT siret FROM health_practitioners WHERE siret IS NOT NULL ORDER BY random() LIMIT ${lookups}`.execute(
        db,
      )
    ).rows.map((row) => row.siret);
    const time = async (keys: string[], lookup: (key: string) => Promise<unknown>) => {
      for (const key of keys.slice(0, 100)) await lookup(key); // warm-up of the code paths
      const pass = async () => {
        const samples: number[] = [];
        for (const key of keys) {
          const start = performance.now();
          await lookup(key);
          samples.push(performance.now() - start);
        }
        return stats(samples);
      };
      // The first pass meets each row's pages cold (just imported); the second is the directory
      // in steady use, its pages in the database's cache as after a day of verifications.
      return { first: await pass(), steady: await pass() };
    };
    const byNumber = await time(numbers, (n) => practitionerRows(db, n));
    log(`  lookup by number, first pass: ${byNumber.first}`);
    log(`  lookup by number, steady:     ${byNumber.steady}`);
    const bySiret = await time(sirets, (s) => practitionersAt(db, s, null));
    log(`  lookup by SIRET, first pass:  ${bySiret.first}`);
    log(`  lookup by SIRET, steady:      ${bySiret.steady}`);
  } finally {
    await handle.destroy();
  }
}

const workDir = values.keep ?? mkdtempSync(join(tmpdir(), 'sante-bench-'));
mkdirSync(workDir, { recursive: true });
const fileName = `PS_LibreAcces_Personne_activite_bench_${rows}.txt`;
const file = join(workDir, fileName);
try {
  if (!existsSync(file)) {
    log(`Generating ${rows} practitioners' rows...`);
    await generateDirectories({
      outDir: workDir,
      practitionersFile: fileName,
      establishmentsFile: `etalab_cs1100507_stock_bench_${rows}.csv`,
      rows,
    });
  }
  log(`File: ${(statSync(file).size / 1e6).toFixed(0)} MB, ${rows} rows`);
  for (const engine of values.engines.split(',')) {
    log(`\n${engine}`);
    if (engine === 'sqlite') {
      const dbUrl = `file:${join(workDir, `bench-${Date.now()}.sqlite`)}`;
      const handle = createDb(dbUrl);
      await migrateToLatest(handle.db);
      await handle.destroy();
      log(`  import: ${await importLine(dbUrl)}`);
      await measure(dbUrl);
      rmSync(dbUrl.slice('file:'.length), { force: true });
      continue;
    }
    const adminUrl = values['pg-url'];
    if (!adminUrl) {
      log('  skipped: no --pg-url (or BENCH_PG_URL)');
      continue;
    }
    const name = `sante_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const handle = createDb(url.toString());
      await migrateToLatest(handle.db);
      await handle.destroy();
      log(`  import: ${await importLine(url.toString())}`);
      await measure(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  }
} finally {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true });
}
