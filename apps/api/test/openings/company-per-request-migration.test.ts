import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createTestDb } from '../helpers/test-db';

const BEFORE = '2026-11-27-250-analytics';
const NOW = '2026-11-20T10:00:00.000Z';

// biome-ignore lint/suspicious/noExplicitAny: rows written with the schema as it stood before the migration.
type AnyDb = any;

const user = (id: string) => ({
  id,
  email: `${id}@example.test`,
  password_hash: 'x',
  gender: 1,
  first_name: 'Aurore',
  last_name: 'Lemaire',
  phone: '+33 6 01 02 03 04',
  nationality: 'FR',
  registration_type: 'existing_company',
  voucher: null,
  email_sponsor: null,
  language: 'fr',
  completed_at: null,
  created_at: NOW,
  updated_at: NOW,
});
const company = (id: string, userId: string) => ({
  id,
  user_id: userId,
  registration_type: 'existing_company',
  name: `Cabinet ${id}`,
  legal_form: 'SELARL',
  address: JSON.stringify({ street: '1 rue A', zip: '75001', city: 'Paris', country: 'FR' }),
  created_at: NOW,
  updated_at: NOW,
});
const request = (id: string, userId: string, source: string, createdAt = NOW) => ({
  id,
  user_id: userId,
  type: 'existing_company',
  status: 'processing',
  source,
  created_at: createdAt,
  updated_at: createdAt,
});

describe('migration: a company per opening request', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let db: AnyDb;
  beforeAll(async () => {
    handle = await createTestDb({ migrate: false });
    db = handle.db;
    await migrateTo(db, BEFORE);
    await db
      .insertInto('users')
      .values([user('u-partner'), user('u-web'), user('u-none')])
      .execute();
    await db
      .insertInto('companies')
      .values([company('c-partner', 'u-partner'), company('c-web', 'u-web'), company('c-none', 'u-none')])
      .execute();
    await db
      .insertInto('representatives')
      .values({
        id: 'r-partner',
        company_id: 'c-partner',
        user_id: 'u-partner',
        is_user: 1,
        position: 1,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('signup_requests')
      .values([
        request('s-partner', 'u-partner', 'partner'),
        // A later web request of the same person: the insurer's reference is kept.
        request('s-partner-web', 'u-partner', 'web', '2026-11-21T10:00:00.000Z'),
        request('s-web', 'u-web', 'web'),
      ])
      .execute();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await handle.destroy();
  });

  it('links each company to its user’s request and keeps every row and its people', async () => {
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'user_id', 'signup_request_id', 'name'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'c-none', user_id: 'u-none', signup_request_id: null, name: 'Cabinet c-none' },
      { id: 'c-partner', user_id: 'u-partner', signup_request_id: 's-partner', name: 'Cabinet c-partner' },
      { id: 'c-web', user_id: 'u-web', signup_request_id: 's-web', name: 'Cabinet c-web' },
    ]);
    const people = await db.selectFrom('representatives').select(['id', 'company_id']).execute();
    expect(people).toEqual([{ id: 'r-partner', company_id: 'c-partner' }]);
  });

  it('lets a user hold a second company, but a request only one', async () => {
    await db.insertInto('companies').values(company('c-partner-2', 'u-partner')).execute();
    const owned = await db.selectFrom('companies').select('id').where('user_id', '=', 'u-partner').execute();
    expect(owned).toHaveLength(2);
    await expect(
      db
        .updateTable('companies')
        .set({ signup_request_id: 's-partner' })
        .where('id', '=', 'c-partner-2')
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps the foreign keys and the name search working on the rebuilt table', async () => {
    // Deleting a company still removes its people (the cascade survived).
    await db.deleteFrom('companies').where('id', '=', 'c-partner').execute();
    const people = await db.selectFrom('representatives').select('id').execute();
    expect(people).toEqual([]);
    const { rows } = await sql<{ name_search: string }>`
      SELECT name_search FROM companies WHERE id = 'c-web'`.execute(db);
    expect(rows[0]?.name_search).toBe('cabinet c web');
    const added = await db
      .selectFrom('companies')
      .select('name_search')
      .where('id', '=', 'c-partner-2')
      .executeTakeFirst();
    expect(added?.name_search).toBe('cabinet c partner 2');
    // A company of an unknown user is still refused.
    await expect(db.insertInto('companies').values(company('c-ghost', 'nobody')).execute()).rejects.toThrow();
  });
});
