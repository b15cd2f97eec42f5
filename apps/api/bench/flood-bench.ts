/**
 * npm run bench:flood: /health's latency while logins or sign-ups flood the API, each a password
 * checked or hashed with argon2id (19 MiB), a sign-up also scored with zxcvbn. The API runs as
 * its own process on the embedded SQLite default, as in production; the flood comes from a
 * worker thread of this process and /health is probed every 5 ms from its main thread, so
 * neither the client's work nor a test runner's memory is counted as the server's.
 * FLOOD_ROUNDS (default 5) floods of FLOOD_LOGINS logins (24) and of FLOOD_SIGNUPS sign-ups (12).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FloodRequest,
  floodFromWorker,
  percentile,
  probeHealthDuring,
  signUpRequest,
} from '../test/helpers/flood';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.FLOOD_ROUNDS ?? 5);
const logins = Number(process.env.FLOOD_LOGINS ?? 24);
const signups = Number(process.env.FLOOD_SIGNUPS ?? 12);
const PASSWORD = 'Kinésithérapie-Rive-Gauche-2026';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

const signUp = (base: string, email: string): FloodRequest =>
  signUpRequest(base, { email, password: PASSWORD, lastName: 'Durand' });

const format = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/health`);
    const email = `flood-${Date.now()}@example.test`;
    const [created] = await floodFromWorker([signUp(base, email)]);
    if (created !== 201) throw new Error(`The bench's customer could not sign up (${created})`);
    const login: FloodRequest = {
      url: `${base}/user/auth`,
      headers: { authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}` },
    };

    const rows: string[] = [];
    const all: Record<string, number[]> = { logins: [], 'sign-ups': [] };
    for (let round = 1; round <= rounds; round += 1) {
      for (const [kind, requests, expected] of [
        ['logins', Array.from({ length: logins }, () => login), 200],
        [
          'sign-ups',
          Array.from({ length: signups }, (_, index) =>
            signUp(base, `flood-${round}-${index}-${Date.now()}@example.test`),
          ),
          201,
        ],
      ] as const) {
        const flood = floodFromWorker([...requests]);
        const latencies = await probeHealthDuring(base, flood);
        const statuses = await flood;
        if (statuses.some((status) => status !== expected))
          throw new Error(`${kind}: answers ${statuses.join(', ')}`);
        all[kind]?.push(...latencies);
        rows.push(
          `| ${round} | ${requests.length} ${kind} | ${latencies.length} | ${format(percentile(latencies, 50))} | ${format(percentile(latencies, 99))} | ${format(Math.max(...latencies))} |`,
        );
        console.info(rows.at(-1));
      }
    }
    console.info(
      [
        '',
        '| round | flood | /health probes | p50 | p99 | max |',
        '|---|---|---|---|---|---|',
        ...rows,
        ...Object.entries(all).map(
          ([kind, latencies]) =>
            `| all ${rounds} | ${kind} | ${latencies.length} | ${format(percentile(latencies, 50))} | ${format(percentile(latencies, 99))} | ${format(Math.max(...latencies))} |`,
        ),
      ].join('\n'),
    );
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
