import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createTestDb } from '../helpers/test-db';

// The users table takes an absent password hash (an account reached through Pro Santé Connect):
// on SQLite the table is rebuilt under the many tables that reference it.

const BEFORE = '2026-11-30-350-registry-words';
const NOW = '2026-11-29T10:00:00.000Z';

// biome-ignore lint/suspicious/noExplicitAny: rows written with the schema as it stood before the migration.
type AnyDb = any;

const user = (id: string, passwordHash: string | null) => ({
  id,
  email: `${id}@example.test`,
  password_hash: passwordHash,
  gender: 2,
  first_name: 'Camille',
  last_name: 'Martin',
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
const session = (id: string, userId: string) => ({
  id,
  user_id: userId,
  token_hash: `hash-${id}`,
  created_at: NOW,
  expires_at: '2026-11-29T11:00:00.000Z',
  last_seen_at: NOW,
});

describe('migration: an account without a password', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let db: AnyDb;
  beforeAll(async () => {
    handle = await createTestDb({ migrate: false });
    db = handle.db;
    await migrateTo(db, BEFORE);
    await db.insertInto('users').values(user('u-typed', '$argon2id$kept')).execute();
    // Before it, every account has a password.
    await expect(db.insertInto('users').values(user('u-early', null)).execute()).rejects.toThrow();
    await db.insertInto('sessions').values(session('s-typed', 'u-typed')).execute();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await handle.destroy();
  });

  it('keeps every account and its password hash, and takes one without a password', async () => {
    await db.insertInto('users').values(user('u-psc', null)).execute();
    const rows = await db.selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'u-psc', password_hash: null },
      { id: 'u-typed', password_hash: '$argon2id$kept' },
    ]);
  });

  it('keeps the e-mail unique and the references to users working on the rebuilt table', async () => {
    await expect(
      db
        .insertInto('users')
        .values({ ...user('u-twin', null), email: 'u-typed@example.test' })
        .execute(),
    ).rejects.toThrow();
    // A session of an unknown user is still refused; deleting a user still removes its sessions.
    await expect(db.insertInto('sessions').values(session('s-ghost', 'nobody')).execute()).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', 'u-typed').execute();
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });
});
