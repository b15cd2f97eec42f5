import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/test-db';

// A connection the server drops while idle (restart, failover) must not take the API down.
describe.runIf(process.env.TEST_DATABASE === 'postgres')('PostgreSQL connections', () => {
  let testDb: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('an idle connection terminated by the server is replaced, the next query works', async () => {
    await sql`SELECT 1`.execute(testDb.db);
    const database = new URL(testDb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(testDb.db);
    expect(rows[0]?.answer).toBe(42);
  });
});
