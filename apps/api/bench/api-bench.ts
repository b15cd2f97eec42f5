/**
 * npm run bench: throughput and p99 latency of an authenticated read (GET /representatives)
 * and a write (PUT /companies/{id}) on the embedded SQLite default, beside a bare Fastify route,
 * with one API process and then two (API_WORKERS). The servers run as separate processes on
 * loopback; autocannon drives them from this one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Ports of their own (BENCH_PORT, and the next one) so a bench can run beside a test run.
const apiPort = Number(process.env.BENCH_PORT ?? 18281);
const barePort = apiPort + 1;
const apiUrl = `http://127.0.0.1:${apiPort}`;

/** BENCH_ONE_PROCESS=1 skips the runs with two API processes (quicker, to compare one change). */
const oneProcessOnly = process.env.BENCH_ONE_PROCESS === '1';

/**
 * BENCH_ROUTES=read,write measures only those of the API's routes (live, empty, read, write),
 * after the bare route: a profile of one route alone shows where that route's time goes.
 */
const routes = new Set((process.env.BENCH_ROUTES ?? 'live,empty,read,write').split(','));

/** BENCH_CPU_PROF=DIR writes a V8 CPU profile of the API process there, to see where time goes. */
const profileDir = process.env.BENCH_CPU_PROF;

function start(script: string, env: Record<string, string>, profile = false): ChildProcess {
  const profiling = profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return spawn(process.execPath, [...profiling, '--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function call(
  method: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const company = {
  name: 'Cabinet médical des Lilas',
  legal_form: 'SELARL',
  siret: '88087814500015',
  naf_activity_code: '86.21Z',
  address: { street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' },
  same_activity_address: true,
  phone: '01 23 45 67 89',
  capital_amount: '5000',
  number_of_actions: '5000',
  is_active_non_financial_entity: true,
  is_fatca: false,
  has_foreign_tax_country: false,
};

let customers = 0;

/** A customer with a company and `people` natural persons declared on it. */
async function prepareCustomer(people: number): Promise<{ token: string; companyId: string }> {
  customers += 1;
  const email = `bench-${Date.now()}-${customers}@example.test`;
  const created = await call('POST', '/user?accounts=false', {
    gender: 2,
    first_name: 'Claire',
    last_name: 'Martin',
    phone: '06 12 34 56 78',
    nationality: 'FR',
    email,
    email_repeat: email,
    password: 'Stetho-2026-scope',
    password_repeat: 'Stetho-2026-scope',
    registration_type: 'existing_company',
  });
  const token = String(created.token);
  const saved = await call('POST', '/companies', company, token);
  const companyId = String(saved.id);
  const names = [
    ['Paul', 'Durand'],
    ['Inès', 'Moreau'],
    ['Hugo', 'Lefèvre'],
  ];
  for (const [first, last] of names.slice(0, people)) {
    await call(
      'POST',
      '/representatives',
      {
        company_id: companyId,
        companyId,
        gender: 1,
        first_name: first,
        last_name: last,
        nationality: 'FR',
        birth_date: '1975-04-12',
        birth_address: { city: 'Lyon', country: 'FR', zip: '69001' },
        is_mandatary: true,
        title_code: 'GER',
        is_beneficial_owner: true,
        is_pep: false,
        is_fatca: false,
        has_foreign_tax_country: false,
      },
      token,
    );
  }
  return { token, companyId };
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds the API process spent per answered request (null when not measured). */
  cpuPerRequest: number | null;
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used, from Linux's /proc; null elsewhere. Unlike
 * throughput it hardly moves when other work shares the machine, so two versions of the API can
 * be compared on a busy machine.
 */
function cpuMillis(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are the 14th and 15th fields; the split above starts at the 3rd.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Seconds each route is called before it is measured (BENCH_WARMUP_SECONDS, 2): its code is then
 * compiled by V8 and its statements prepared, as in a process that has served for a while, and the
 * first route measured is not the one that pays for warming the process.
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

async function measure(name: string, options: autocannon.Options, process?: ChildProcess): Promise<Figures> {
  if (warmUpSeconds > 0) await autocannon({ connections, duration: warmUpSeconds, ...options });
  const cpuBefore = cpuMillis(process?.pid);
  const result = await autocannon({ connections, duration, ...options });
  const cpuAfter = cpuMillis(process?.pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  const answered = result.requests.total;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || answered === 0 ? null : (cpuAfter - cpuBefore) / answered,
  };
}

/** Stops a child process and waits until it has exited (so its port is free again). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
const startApi = (workers: number) =>
  start(
    'src/server.ts',
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      API_WORKERS: String(workers),
    },
    workers === 1,
  );

const bare = start('bench/bare-server.ts', { PORT: String(barePort) });
let api = startApi(1);
try {
  await Promise.all([waitFor(`${apiUrl}/health`), waitFor(`http://127.0.0.1:${barePort}/bare`)]);
  const { token, companyId } = await prepareCustomer(3);
  const empty = await prepareCustomer(0);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const read = { url: `${apiUrl}/representatives?companyId=${companyId}`, headers: auth };
  // The same read of a company with no one declared: what the people themselves cost.
  const emptyRead = {
    url: `${apiUrl}/representatives?companyId=${empty.companyId}`,
    headers: { ...auth, authorization: `Bearer ${empty.token}` },
  };
  const write = {
    url: `${apiUrl}/companies/${companyId}`,
    method: 'PUT' as const,
    headers: auth,
    body: JSON.stringify(company),
  };
  const figures = [
    await measure(
      'bare Fastify route (reference, 1 process)',
      { url: `http://127.0.0.1:${barePort}/bare` },
      bare,
    ),
  ];
  const runs: [string, string, autocannon.Options][] = [
    // The app's hooks and plugins around a route that does nothing else.
    ['live', 'GET /health/live (hooks and plugins only)', { url: `${apiUrl}/health/live` }],
    ['empty', 'GET /representatives, no one declared', emptyRead],
    ['read', 'GET /representatives (authenticated read)', read],
    ['write', 'PUT /companies/{id} (authenticated write)', write],
  ];
  for (const [key, name, options] of runs) {
    if (routes.has(key)) figures.push(await measure(`${name}, 1 process`, options, api));
  }
  await stop(bare);
  await stop(api);
  if (!oneProcessOnly && routes.has('read') && routes.has('write')) {
    // The same routes with one API process per core (API_WORKERS=auto in production).
    api = startApi(2);
    await waitFor(`${apiUrl}/health`);
    figures.push(
      await measure('GET /representatives (authenticated read), 2 processes', read),
      await measure('PUT /companies/{id} (authenticated write), 2 processes', write),
    );
  }
  console.info(`\nAPI benchmark — SQLite, ${connections} connections, ${duration} s each, loopback\n`);
  console.info('| route | req/s | p50 ms | p99 ms | errors | vs bare | CPU ms per request |');
  console.info('|---|---:|---:|---:|---:|---:|---:|');
  const reference = figures[0]?.requestsPerSecond ?? 1;
  for (const f of figures) {
    console.info(
      `| ${f.name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.requestsPerSecond / reference).toFixed(2)} | ${f.cpuPerRequest === null ? '' : f.cpuPerRequest.toFixed(2)} |`,
    );
  }
} finally {
  await stop(api);
  await stop(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
