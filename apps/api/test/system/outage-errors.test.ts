import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import type { App } from '../../src/types';
import { createTestDb } from '../helpers/test-db';

/** What the drivers throw when the database or the disk is out of reach. */
const failures: Record<string, () => Error> = {
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  refusedOnEveryAddress: () =>
    Object.assign(
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      ]),
      { message: '' },
    ),
  adminShutdown: () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  starting: () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  terminated: () => new Error('Connection terminated unexpectedly'),
  poolTimeout: () => new Error('timeout exceeded when trying to connect'),
  diskFull: () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
};

describe('the database or the disk out of reach', () => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDb();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.url,
      LOG_LEVEL: 'silent',
    });
    const deps = await createDeps(config, testDb, systemClock);
    app = await buildApp(deps);
    // Test-only route (added before the app is ready): throws what a driver throws.
    app.get<{ Params: { kind: string } }>('/__test/fail/:kind', async (request) => {
      throw failures[request.params.kind]?.() ?? new Error('unknown');
    });
    await app.ready();
    close = async () => {
      await app.close();
      deps.messaging.close();
      await testDb.destroy();
    };
  });
  afterAll(() => close());

  it.each(['refused', 'refusedOnEveryAddress', 'adminShutdown', 'starting', 'terminated', 'poolTimeout'])(
    'a lost database connection (%s) is a 503 asking to try again, not a 500',
    async (kind) => {
      const response = await app.inject({ method: 'GET', url: `/__test/fail/${kind}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'service_unavailable',
        message: expect.stringContaining('momentanément indisponible'),
      });
    },
  );

  it('says so in the language of the caller', async () => {
    const en = await app.inject({
      method: 'GET',
      url: '/__test/fail/refused',
      headers: { 'x-language': 'en' },
    });
    expect(en.json().message).toMatch(/temporarily unavailable/);
    const de = await app.inject({
      method: 'GET',
      url: '/__test/fail/refused',
      headers: { 'x-language': 'de' },
    });
    expect(de.json().message).toMatch(/vorübergehend nicht verfügbar/);
  });

  it('a full disk is a 507 saying the document was not kept', async () => {
    const response = await app.inject({ method: 'GET', url: '/__test/fail/diskFull' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      code: 'insufficient_storage',
      message: expect.stringContaining('n’a pas pu être enregistré'),
    });
  });

  it('a defect stays a 500: only outages are told to try again', async () => {
    const response = await app.inject({ method: 'GET', url: '/__test/fail/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
  });
});
