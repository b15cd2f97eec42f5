import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solve } from '../../src/modules/app-check/proof-of-work';
import { createTestDb } from '../helpers/test-db';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** One request on a connection of its own, so the cluster hands each to the next process. */
function call(
  port: number,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The primary's node children (the TypeScript loader may run a helper process of its own). */
function workersOf(primary: ChildProcess): string[] {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary.pid)], {
    encoding: 'utf8',
  });
  return children
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([pid]) => pid ?? '');
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('several API processes on one port (API_WORKERS)', () => {
  let primary: ChildProcess;
  let port: number;
  let destroyDb: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDb();
    await testDb.db.destroy();
    destroyDb = testDb.destroy;
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        API_WORKERS: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: testDb.url,
        DATA_DIR: testDb.dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_ENABLED: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = await call(port, 'GET', '/health').catch(() => null);
      if (health?.status === 200) break;
      if (Date.now() > deadline || primary.exitCode !== null) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 90_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      await exited(primary);
    }
    await destroyDb();
  });

  it('runs two processes under the primary', () => {
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);
  });

  it('accepts an app-check challenge solved for one process at any other', async () => {
    for (let round = 0; round < 4; round += 1) {
      const issued = await call(port, 'GET', '/app-check/challenge');
      const { challenge, difficulty } = issued.json as { challenge: string; difficulty: number };
      const token = await call(port, 'POST', '/app-check/token', {
        challenge,
        nonce: solve(challenge, difficulty),
      });
      expect(token.status).toBe(200);
    }
  });

  it('counts a rate limit once for all processes', async () => {
    const send = () =>
      call(port, 'POST', '/contact', {
        email: 'cluster@example.test',
        subject: 'Question',
        message: 'Hello',
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it('stops every process on SIGTERM', async () => {
    const workers = workersOf(primary);
    primary.kill('SIGTERM');
    expect(await exited(primary)).toBe(0);
    for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
  });
});
