import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import { apiLoggerOptions, type LogFormat } from '../../src/observability/logger';
import type { App } from '../../src/types';
import { createTestDb } from '../helpers/test-db';

/** Every line the logger writes. */
function capture() {
  const lines: string[] = [];
  let rest = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.length > 0));
      done();
    },
  });
  return { lines, stream };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes, removed.
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');

describe('one log line per request, with its id', () => {
  const apps: { app: App; destroy: () => Promise<void> }[] = [];
  const appLogging = async (format: LogFormat) => {
    const testDb = await createTestDb();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.url,
      RATE_LIMIT_ENABLED: 'false',
    });
    const deps = await createDeps(config, testDb, systemClock);
    const out = capture();
    const app = await buildApp(deps, {
      logger: apiLoggerOptions({ level: 'info', format, destination: out.stream }),
    });
    await app.ready();
    apps.push({ app, destroy: testDb.destroy });
    return { app, lines: out.lines };
  };
  afterAll(async () => {
    for (const { app, destroy } of apps) {
      await app.close();
      await destroy();
    }
  });

  describe('JSON (production)', () => {
    let app: App;
    let lines: string[];
    const json = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    beforeAll(async () => {
      ({ app, lines } = await appLogging('json'));
    });

    it('writes one JSON line per request: id, method, route, status, milliseconds, ISO time', async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/legal-forms',
        headers: { 'x-request-id': 'log-line-1', authorization: 'Bearer a-secret-bearer-token' },
      });
      expect(answer.statusCode).toBe(200);
      const mine = json().filter((line) => line.reqId === 'log-line-1');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        level: 30,
        method: 'GET',
        route: '/legal-forms',
        status: 200,
        msg: expect.stringMatching(/^GET \/legal-forms 200 [\d.]+ ms$/),
      });
      expect(typeof mine[0]?.ms).toBe('number');
      expect(String(mine[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(lines.join('\n')).not.toContain('a-secret-bearer-token');
    });

    it('names the route’s pattern, never a link’s id or a query', async () => {
      const link = '3f2b8c1e-9d4a-4c6e-8f00-5a7b9c1d2e3f';
      await app.inject({ method: 'GET', url: `/signup/request/${link}?email=dr.weber@example.test` });
      await app.inject({ method: 'GET', url: '/no-such-page?token=a-token-in-a-query' });
      const all = lines.join('\n');
      expect(all).not.toContain(link);
      expect(all).not.toContain('dr.weber@example.test');
      expect(all).not.toContain('a-token-in-a-query');
      const routes = json().map((line) => line.route);
      expect(routes).toContain('/signup/request/:uuid');
      // A path no route matched is shown, without its query.
      expect(json().find((line) => line.path === '/no-such-page')).toMatchObject({
        route: null,
        status: 404,
      });
    });

    it('gives the request’s id back to the caller, a new one when the caller’s is unsafe', async () => {
      const given = await app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': 'abc-42' },
      });
      expect(given.headers['x-request-id']).toBe('abc-42');
      const unsafe = await app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': 'a b\n{"level":60}' },
      });
      const id = String(unsafe.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(json().filter((line) => line.reqId === id)).toHaveLength(1);
    });
  });

  describe('pretty (development)', () => {
    it('writes one readable line per request, its id first', async () => {
      const { app, lines } = await appLogging('pretty');
      await app.inject({ method: 'GET', url: '/legal-forms', headers: { 'x-request-id': 'pretty-1' } });
      const mine = lines.map(plain).filter((line) => line.includes('pretty-1'));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: pretty-1 GET \/legal-forms 200 [\d.]+ ms$/);
    });
  });
});
