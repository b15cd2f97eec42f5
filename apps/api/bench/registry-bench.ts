/**
 * npm run bench:registry [-- --sizes 100000,1000000 --queries 300 --seconds 10
 *   --engines sqlite,postgres --pg-url postgres://…]
 *
 * For each size: generates a register of that many establishments in the official INSEE stock
 * layout; then, on each engine, imports it with the import command in its own process (rows per
 * second, peak memory), measures search latency on the local index (p50/p95/p99 over varied
 * queries and per kind of query, exact SIRET apart), then starts the API and measures the p99 of
 * a light route (GET /health) alone and while clients keep searching through GET /companies/search.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { createSessionRepository } from '../src/db/repositories/sessions';
import { newId } from '../src/ids';
import { readCsvRows } from '../src/imports/csv-reader';
import { generateRegister } from '../src/registry/demo/generate-register';
import { createLocalRegistry } from '../src/registry/local/local-provider';
import { createPostgresStore } from '../src/registry/local/postgres-store';
import { createSqliteStore } from '../src/registry/local/sqlite-store';
import { createSqliteWorkerPool } from '../src/registry/local/sqlite-worker-pool';
import { latencyStats } from './latency-stats';
import { runImport } from './run-import';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    queries: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '10' },
    'search-clients': { type: 'string', default: '8' },
    /** Keep the generated register and database in this folder (reused when present). */
    keep: { type: 'string' },
    engines: { type: 'string', default: 'sqlite' },
    /**
     * A PostgreSQL server's URL: each size is imported into a database of its own, dropped after
     * (with --keep: named registry_bench_<size>, kept, and measured again by the next run).
     */
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL },
  },
});
const sizes = values.sizes.split(',').map(Number);
const queryCount = Number(values.queries);
const seconds = Number(values.seconds);
const searchClients = Number(values['search-clients']);

const ms = (value: number) => `${value.toFixed(2)} ms`;
const log = (message: string) => process.stderr.write(`${message}\n`);

/**
 * The header and the first `count` rows of a generated stock file, read as a stream: a register
 * of ten million establishments is larger than the longest string the runtime can hold.
 */
async function firstRows(
  path: string,
  count: number,
): Promise<{ rows: string[][]; value: (row: string[], column: string) => string }> {
  let header: string[] = [];
  const rows: string[][] = [];
  for await (const row of readCsvRows(createReadStream(path))) {
    if (header.length === 0) header = row;
    else rows.push(row);
    if (rows.length === count) break;
  }
  return { rows, value: (row, column) => row[header.indexOf(column)] ?? '' };
}

/** Varied queries drawn from the generated register: names, prefixes, several words, numbers, and bad ones. */
async function buildQueries(unitsPath: string, establishmentsPath: string, count: number) {
  const units = await firstRows(unitsPath, 5000);
  const establishments = await firstRows(establishmentsPath, 5000);
  const sirets = establishments.rows.map((row) => establishments.value(row, 'siret'));
  const names = units.rows.map(
    (row) =>
      units.value(row, 'denominationUniteLegale') ||
      `${units.value(row, 'nomUniteLegale')} ${units.value(row, 'prenomUsuelUniteLegale')}`,
  );
  const words = [...new Set(names.flatMap((n) => n.split(/[\s'-]+/)).filter((w) => w.length >= 3))];
  const pathological = ['rue des', 'sci', '%', 'a', 'de la', 'selarl', 'pharmacie', 'scm cabinet', 'e', '"'];
  const text: string[] = [];
  const kinds: string[] = [];
  const kindNames = ['word', 'prefix', 'two words', 'full name, accents', 'broad or bad', 'siren'];
  for (let i = 0; text.length < count; i += 1) {
    const name = names[(i * 7919) % names.length] as string;
    const word = words[(i * 104729) % words.length] as string;
    kinds.push(kindNames[i % 6] as string);
    switch (i % 6) {
      case 0:
        text.push(word.toLowerCase());
        break;
      case 1:
        text.push(word.slice(0, 3 + (i % 3)));
        break;
      case 2:
        text.push(name.split(' ').slice(0, 2).join(' ').toLowerCase());
        break;
      case 3:
        text.push(name.replace(/E/g, 'é').toLowerCase());
        break;
      case 4:
        text.push(pathological[i % pathological.length] as string);
        break;
      default:
        text.push((sirets[i % sirets.length] as string).slice(0, 9));
    }
  }
  const siret = sirets
    .slice(0, Math.min(200, sirets.length))
    .map((s) => `${s.slice(0, 3)} ${s.slice(3, 9)} ${s.slice(9)}`);
  return { text, kinds, siret };
}

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Up to a minute: on a busy machine the API's start (TypeScript compiled on the fly) takes long. */
async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

async function tokenFor(dbUrl: string): Promise<string> {
  const handle = createDb(dbUrl);
  const id = newId();
  const now = new Date().toISOString();
  await handle.db
    .insertInto('users')
    .values({
      id,
      email: `bench-${id}@example.test`,
      password_hash: 'not-a-password',
      gender: 2,
      first_name: 'Bench',
      last_name: 'Mark',
      phone: '+33 6 12 34 56 78',
      nationality: 'FR',
      registration_type: 'existing_company',
      voucher: null,
      email_sponsor: null,
      language: 'fr',
      completed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createSessionRepository(handle.db).create(id, new Date(), 600);
  await handle.destroy();
  return token;
}

async function lightRouteUnderLoad(dbUrl: string, dataDir: string, queries: string[]) {
  const port = 18300 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const token = await tokenFor(dbUrl);
  const server = start({
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    NODE_ENV: 'development',
  });
  try {
    await waitFor(`${base}/health`);
    const health = () =>
      autocannon({ url: `${base}/health`, connections: 4, duration: seconds }) as Promise<autocannon.Result>;
    await autocannon({ url: `${base}/health`, connections: 4, duration: 2 }); // warm-up
    const alone = await health();

    let running = true;
    const searchLatencies: number[] = [];
    let searchErrors = 0;
    const client = async (offset: number) => {
      for (let i = offset; running; i += searchClients) {
        const query = queries[i % queries.length] as string;
        const started = performance.now();
        const response = await fetch(`${base}/companies/search?query=${encodeURIComponent(query)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        if (response.status !== 200) searchErrors += 1;
        searchLatencies.push(performance.now() - started);
      }
    };
    const clients = Array.from({ length: searchClients }, (_, i) => client(i));
    const loaded = await health();
    running = false;
    await Promise.all(clients);
    return {
      alone: { p50: alone.latency.p50, p99: alone.latency.p99, rps: alone.requests.average },
      loaded: { p50: loaded.latency.p50, p99: loaded.latency.p99, rps: loaded.requests.average },
      search: {
        ...latencyStats(searchLatencies),
        perSecond: searchLatencies.length / seconds,
        errors: searchErrors,
      },
    };
  } finally {
    // Waits for the API to exit, so dropping a PostgreSQL database does not cut its connections.
    const exited =
      server.exitCode === null && server.signalCode === null
        ? new Promise((resolve) => server.once('exit', resolve))
        : Promise.resolve();
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * Whether the database holds a finished import of both stock files (the import's ledger): with
 * --keep, a run measures it as it is; an interrupted one is imported again, and resumes.
 */
async function holdsImport(url: string): Promise<boolean> {
  const handle = createDb(url);
  try {
    const started = performance.now();
    const migrated = await migrateToLatest(handle.db);
    // A kept database gets the migrations added since its import: their time is part of the change.
    if (migrated.length > 0) {
      const last = migrated[migrated.length - 1];
      log(
        `${migrated.length} migrations (to ${last}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const done = await handle.db
      .selectFrom('registry_imports')
      .select((eb) => eb.fn.countAll<number>().as('files'))
      .where('completed_at', 'is not', null)
      .executeTakeFirst();
    return Number(done?.files ?? 0) >= 2;
  } finally {
    await handle.destroy();
  }
}

/**
 * A database of the engine for one size, migrated: its URL, whether it holds an earlier run's
 * import (with --keep), its size on disk, and its end (dropped, unless kept for the next run).
 */
async function databaseFor(engine: string, size: number, dir: string) {
  const keep = values.keep !== undefined;
  if (engine === 'sqlite') {
    const file = join(dir, 'bench.db');
    const url = `file:${file}`;
    return {
      url,
      imported: (await holdsImport(url)) && keep,
      megabytes: async () => Math.round(statSync(file).size / 1024 / 1024),
      end: async () => {},
    };
  }
  const adminUrl = values['pg-url'];
  if (!adminUrl) throw new Error('--engines postgres needs --pg-url (or BENCH_PG_URL)');
  // With --keep the database has a fixed name and outlives the run: the next one measures it as
  // it is (after the migrations added since), without the long import.
  const name = keep ? `registry_bench_${size}` : `registry_bench_${size}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (existing.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  const address = new URL(adminUrl);
  address.pathname = `/${name}`;
  const url = address.toString();
  return {
    url,
    imported: await holdsImport(url),
    megabytes: async () => {
      const result = await admin.query<{ bytes: string }>('SELECT pg_database_size($1) AS bytes', [name]);
      return Math.round(Number(result.rows[0]?.bytes) / 1024 / 1024);
    },
    end: async () => {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The register searched as the API searches it: worker threads on SQLite, the pool on PostgreSQL. */
function registryOn(engine: string, url: string, dir: string) {
  if (engine === 'sqlite') {
    return createLocalRegistry(createSqliteStore(createSqliteWorkerPool(join(dir, 'bench.db'))));
  }
  const handle = createDb(url);
  const registry = createLocalRegistry(createPostgresStore(handle.db));
  return { ...registry, close: async () => handle.destroy() };
}

const engines = values.engines.split(',');
const rows: string[] = [];
const kindRows: string[] = [];
log(
  `registry bench on ${availableParallelism()} cores, Node ${process.version}, engines ${engines.join(', ')}`,
);
for (const size of sizes) {
  const dir = values.keep
    ? join(values.keep, String(size))
    : mkdtempSync(join(tmpdir(), `registry-bench-${size}-`));
  mkdirSync(dir, { recursive: true });
  try {
    log(`\n== ${size.toLocaleString('en-US')} establishments ==`);
    let started = performance.now();
    const unitsPath = join(dir, 'StockUniteLegale_utf8.csv');
    const establishmentsPath = join(dir, 'StockEtablissement_utf8.csv');
    // With --keep, the files of an earlier run are reused, and its databases measured as they are.
    const generated = existsSync(establishmentsPath)
      ? { unitsPath, establishmentsPath, units: Number.NaN, establishments: size }
      : await generateRegister({ outDir: dir, establishments: size, seed: 7 });
    if (!Number.isNaN(generated.units)) {
      log(
        `generated ${generated.units} units + ${generated.establishments} establishments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const { text, kinds, siret } = await buildQueries(
      generated.unitsPath,
      generated.establishmentsPath,
      queryCount,
    );

    for (const engine of engines) {
      log(`-- ${engine}`);
      const database = await databaseFor(engine, size, dir);
      try {
        const imported = database.imported
          ? { rows: 0, seconds: 0, rate: 0, peakMb: 0, cpu: 0 }
          : await runImport('src/registry/import/import-cli.ts', database.url, [
              generated.unitsPath,
              generated.establishmentsPath,
            ]);
        const dbMb = await database.megabytes();
        log(
          `import: ${imported.rows} rows in ${imported.seconds} s = ${imported.rate} rows/s, CPU ${imported.cpu} s, peak RSS ${imported.peakMb} MB, database ${dbMb} MB (load average ${loadavg()[0]?.toFixed(1)} after)`,
        );

        const registry = registryOn(engine, database.url, dir);
        for (const query of text.slice(0, 20)) await registry.search(query, 1); // warm the page cache
        const textTimes: number[] = [];
        for (const [i, query] of text.entries()) {
          started = performance.now();
          await registry.search(query, 1 + (i % 7 === 0 ? 1 : 0));
          textTimes.push(performance.now() - started);
        }
        const siretTimes: number[] = [];
        for (const query of siret) {
          started = performance.now();
          const page = await registry.search(query, 1);
          siretTimes.push(performance.now() - started);
          if (page.results.length !== 1) throw new Error(`SIRET ${query} not found`);
        }
        await registry.close();
        const search = latencyStats(textTimes);
        const exact = latencyStats(siretTimes);
        log(
          `search (${search.n} queries): p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, p99 ${ms(search.p99)}`,
        );
        for (const kind of new Set(kinds)) {
          const of = latencyStats(textTimes.filter((_, i) => kinds[i] === kind));
          const worst = text
            .map((query, i) => ({ query, time: textTimes[i] as number, kind: kinds[i] }))
            .filter((entry) => entry.kind === kind)
            .sort((a, b) => b.time - a.time)[0];
          log(
            `  ${kind}: p50 ${ms(of.p50)}, p95 ${ms(of.p95)}, p99 ${ms(of.p99)}, max ${ms(worst?.time ?? 0)} ("${worst?.query}")`,
          );
          kindRows.push(
            `| ${size.toLocaleString('en-US')} | ${engine} | ${kind} | ${ms(of.p50)} | ${ms(of.p95)} | ${ms(of.p99)} | ${ms(worst?.time ?? 0)} ("${worst?.query}") |`,
          );
        }
        log(`exact SIRET (${exact.n}): p50 ${ms(exact.p50)}, p95 ${ms(exact.p95)}, p99 ${ms(exact.p99)}`);

        const load = await lightRouteUnderLoad(database.url, dir, text);
        log(
          `GET /health alone: p50 ${load.alone.p50} ms, p99 ${load.alone.p99} ms (${Math.round(load.alone.rps)} req/s); ` +
            `with ${searchClients} search clients: p50 ${load.loaded.p50} ms, p99 ${load.loaded.p99} ms (${Math.round(load.loaded.rps)} req/s); ` +
            `searches over HTTP: ${Math.round(load.search.perSecond)}/s, p50 ${ms(load.search.p50)}, p99 ${ms(load.search.p99)}, errors ${load.search.errors}`,
        );
        rows.push(
          `| ${size.toLocaleString('en-US')} | ${engine} | ${imported.rate.toLocaleString('en-US')} (CPU ${imported.cpu} s) | ${imported.peakMb} MB | ${dbMb} MB | ` +
            `${ms(search.p50)} / ${ms(search.p95)} / ${ms(search.p99)} | ${ms(exact.p50)} / ${ms(exact.p99)} | ` +
            `${load.alone.p99} ms | ${load.loaded.p99} ms | ${Math.round(load.search.perSecond)}/s (p99 ${ms(load.search.p99)}) |`,
        );
      } finally {
        await database.end();
      }
    }
  } finally {
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  }
}

process.stdout.write(
  [
    '| Establishments | Engine | Import rows/s (CPU) | Import peak RSS | DB size | Search p50 / p95 / p99 | Exact SIRET p50 / p99 | /health p99 alone | /health p99 under search load | Searches over HTTP |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '| Establishments | Engine | Kind | p50 | p95 | p99 | Worst |',
    '|---|---|---|---|---|---|---|',
    ...kindRows,
    '',
  ].join('\n'),
);
