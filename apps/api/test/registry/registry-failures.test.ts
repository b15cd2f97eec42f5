import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRegistry } from '../../src/registry/local/local-provider';
import { createSqliteStore } from '../../src/registry/local/sqlite-store';
import { createSqliteWorkerPool } from '../../src/registry/local/sqlite-worker-pool';
import { RegistryQueryTimeout, type RegistryStore } from '../../src/registry/local/store';
import type { RegistryProvider } from '../../src/registry/types';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/** The real API whose company register is the one given. */
const appWithRegistry = (registry: RegistryProvider) => createTestApp({ registry });

/** A store whose every query fails with the given error. */
function failingStore(error: () => Error): RegistryStore {
  const fail = async (): Promise<never> => {
    throw error();
  };
  return {
    countWords: fail,
    pageWords: fail,
    bySiren: fail,
    bySiret: fail,
    byNumberPrefix: fail,
    establishments: fail,
    establishment: fail,
    close: async () => {},
  };
}

// A SIRET with a valid check digit, so the lookup reaches the register.
const SIRET = '73282932000074';

describe.each([
  {
    what: 'its search worker cannot open the database',
    registry: () =>
      createLocalRegistry(createSqliteStore(createSqliteWorkerPool(join('/nonexistent', 'registry.db')))),
    search: { unavailable: true },
  },
  {
    what: 'its queries overrun their deadline',
    registry: () => createLocalRegistry(failingStore(() => new RegistryQueryTimeout())),
    // Too broad or too slow: the user is asked to refine the query.
    search: { capped: true },
  },
  {
    what: 'its queries fail',
    registry: () => createLocalRegistry(failingStore(() => new Error('database disk image is malformed'))),
    search: { unavailable: true },
  },
])('when the company register fails ($what)', ({ registry, search }) => {
  let t: Awaited<ReturnType<typeof appWithRegistry>>;
  let user: TestUser;
  beforeAll(async () => {
    t = await appWithRegistry(registry());
    user = await createTestUser(t.deps);
  });
  afterAll(async () => t.close());

  it('search answers an empty page the client can explain, never a 500', async () => {
    for (const query of ['dupont', '732829320', SIRET, '7328']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/companies/search',
        query: { query },
        headers: user.headers,
      });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ results: [], total: 0, ...search });
    }
  });

  it('the establishments list is empty, so the journey goes on to manual entry', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/companies/732829320/establishments',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('the SIRET lookup answers 422 so the user enters the company by hand', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/companies/${SIRET}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { siret: expect.any(String) },
      company: { legal_form: null },
    });
    const companies = await t.deps.db.selectFrom('companies').select('id').execute();
    expect(companies).toEqual([]);
  });
});

describe('SQLite search worker pool', () => {
  let path: string;
  beforeAll(() => {
    path = join(mkdtempSync(join(tmpdir(), 'registry-pool-')), 'pool.db');
    const db = new Database(path);
    db.exec('CREATE TABLE t (x)');
    db.close();
  });

  // Counts to 2 billion: far longer than any deadline here.
  const slow =
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000000) SELECT count(*) FROM c';

  it('counts the time a query waits for a worker in its deadline', async () => {
    const pool = createSqliteWorkerPool(path, { size: 1, timeoutMs: 400 });
    const started = performance.now();
    // Three slow queries ahead of a quick one on a single worker: the quick one must not wait
    // for each of them to overrun in turn.
    const outcomes = await Promise.allSettled([
      pool.all(slow, []),
      pool.all(slow, []),
      pool.all(slow, []),
      pool.all('SELECT 1 AS one', []),
    ]);
    const elapsed = performance.now() - started;
    await pool.close();
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(RegistryQueryTimeout);
    }
    expect(elapsed).toBeLessThan(1000);
  });

  it('answers again once a query overran its deadline', async () => {
    // The deadline leaves room for a new worker to start on a busy machine.
    const pool = createSqliteWorkerPool(path, { size: 1, timeoutMs: 1500 });
    await expect(pool.all(slow, [])).rejects.toBeInstanceOf(RegistryQueryTimeout);
    expect(await pool.all('SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
    await pool.close();
  });
});
