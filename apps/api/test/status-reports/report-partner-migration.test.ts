import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createTestDb } from '../helpers/test-db';

const BEFORE = '2026-11-28-400-bank-feed-inbox';
const NOW = '2026-11-27T10:00:00.000Z';

// biome-ignore lint/suspicious/noExplicitAny: rows written with the schema as it stood before the migration.
type AnyDb = any;

const request = (id: string, partnerId: string | null, source: string) => ({
  id,
  user_id: null,
  type: 'existing_company',
  status: 'processing',
  source,
  partner_id: partnerId,
  created_at: NOW,
  updated_at: NOW,
});

const report = (id: string, companyId: string, signupRequestId: string | null) => ({
  id,
  company_id: companyId,
  seq: 1,
  signup_request_id: signupRequestId,
  type: 'opening.in_opening',
  created_at: NOW,
  state: 'delivered',
  next_attempt_at: NOW,
  retry_window_start: NOW,
});

describe('migration: each status report belongs to a partner', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let db: AnyDb;

  beforeAll(async () => {
    handle = await createTestDb({ migrate: false });
    db = handle.db;
    await migrateTo(db, BEFORE);
    await db
      .insertInto('partners')
      .values({
        id: 'p-1',
        name: 'Mutuelle',
        client_id: 'ptn_1',
        secret_hash: 'x',
        scopes: '',
        created_at: NOW,
      })
      .execute();
    await db
      .insertInto('signup_requests')
      .values([request('r-partner', 'p-1', 'partner'), request('r-seed', null, 'seed')])
      .execute();
    await db
      .insertInto('status_reports')
      .values([
        report('s-partner', 'c-1', 'r-partner'),
        report('s-seed', 'c-2', 'r-seed'),
        report('s-web', 'c-3', null),
      ])
      .execute();
    await migrateToLatest(db);
  });
  afterAll(async () => handle?.destroy());

  it('gives a report its request’s partner, and the others to the brand’s insurer (none)', async () => {
    const rows = await db.selectFrom('status_reports').select(['id', 'partner_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 's-partner', partner_id: 'p-1' },
      { id: 's-seed', partner_id: null },
      { id: 's-web', partner_id: null },
    ]);
  });
});
