import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/test-db';
import { eventually, freePort, sample, sleep } from './ops-kit';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** One request on a connection of its own, so the cluster hands each to the next process. */
function call(
  port: number,
  method: string,
  path: string,
  options: { body?: object; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The real server (what `npm run start -w apps/api` runs) with two processes on one port: the
 * primary serves the metrics of both on their own port, and every process writes one JSON line per
 * request to its standard output (JSON is the default outside development).
 */
describe('the real server: metrics of two processes, JSON logs, probes', () => {
  let primary: ChildProcess;
  let port: number;
  let metricsPort: number;
  let output = '';
  let destroyDb: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDb();
    await testDb.db.destroy();
    destroyDb = testDb.destroy;
    port = await freePort();
    metricsPort = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        API_WORKERS: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATABASE_URL: testDb.url,
        DATA_DIR: testDb.dataDir,
        LOG_LEVEL: 'info',
        RATE_LIMIT_ENABLED: 'false',
        // A relay that refuses connections: the contact form's e-mail waits in the outbox.
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    primary.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await call(port, 'GET', '/health/ready').catch(() => null);
      // Both processes listen (each says so in its log).
      if (ready?.status === 200 && output.split('Server listening at').length === 3) break;
      if (Date.now() > deadline || primary.exitCode !== null)
        throw new Error(`the API did not start:\n${output}`);
      await sleep(250);
    }
  }, 90_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      await new Promise((resolve) => primary.once('exit', resolve));
    }
    await destroyDb();
  });

  const scrape = async () => {
    const answer = await call(metricsPort, 'GET', '/metrics');
    expect(answer.status).toBe(200);
    return answer.text;
  };

  it('adds up the requests of both processes, and counts the shared backlog once', async () => {
    const series = 'http_requests_total{method="GET",route="/legal-forms",status_class="2xx"}';
    const before = sample(await scrape(), series) ?? 0;
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await call(port, 'GET', '/legal-forms', { headers: { 'x-request-id': `cluster-${i}` } })).status,
      ).toBe(200);
    }
    const contact = await call(port, 'POST', '/contact', {
      body: { email: 'dr.weber@example.test', subject: 'Carte', message: 'Quand ?' },
      headers: { 'x-request-id': 'cluster-contact' },
    });
    expect(contact.status).toBe(201);

    const text = await eventually(scrape, (value) => sample(value, series) === before + 10);
    expect(sample(text, series)).toBe(before + 10);
    // Read from the one database by each process, shown once (not twice).
    expect(sample(text, 'database_up')).toBe(1);
    expect(sample(text, 'status_reports{state="pending"}')).toBe(0);
    expect(sample(text, 'outbox_messages{channel="email",status="pending"}')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('writes one JSON line per request, with its id, from each process', async () => {
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; pid: number; route?: string; msg: string });
    const mine = lines.filter((line) => line.reqId?.startsWith('cluster-') && line.route === '/legal-forms');
    expect(mine.map((line) => line.reqId).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `cluster-${i}`).sort(),
    );
    // The cluster hands connections to both processes in turn.
    expect(new Set(mine.map((line) => line.pid)).size).toBe(2);
  });

  it('is live and ready in every process, and stops on SIGTERM', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await call(port, 'GET', '/health/live')).status).toBe(200);
      const ready = JSON.parse((await call(port, 'GET', '/health/ready')).text);
      expect(ready).toMatchObject({ status: 'ready', workers: { 'status-reports': 'running' } });
    }
    primary.kill('SIGTERM');
    const code = await new Promise((resolve) => primary.once('exit', resolve));
    expect(code).toBe(0);
  });
});
