import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createDeps } from '../../src/deps';
import { currentTotp, newTotpEnrolment } from '../../src/modules/operators/totp';
import { hashPassword } from '../../src/security/password';
import { createTestDb } from '../helpers/test-db';
import { OPERATOR_PASSWORD } from './operator-kit';

/** The last migration before the seeds were sealed. */
const BEFORE = '2026-11-28-400-bank-feed-inbox';
const SEALING = '2026-11-28-700-operator-totp-seeds-sealed';

// biome-ignore lint/suspicious/noExplicitAny: rows written with the schema as it stood before the migration.
type AnyDb = any;

const documentKey = randomBytes(32);
const withKey = { documentKey: () => documentKey };

let handle: Awaited<ReturnType<typeof createTestDb>>;
let db: AnyDb;
const seeds = [
  newTotpEnrolment('a@bank.example', 'Bank').secret,
  newTotpEnrolment('b@bank.example', 'Bank').secret,
];

beforeEach(async () => {
  handle = await createTestDb({ migrate: false });
  db = handle.db;
  await migrateTo(db, BEFORE);
  const passwordHash = await hashPassword(OPERATOR_PASSWORD);
  await db
    .insertInto('operators')
    .values(
      seeds.map((seed, index) => ({
        id: `op-${index}`,
        email: `op${index}@bank.example`,
        name: `Agent ${index}`,
        role: 'reviewer',
        password_hash: passwordHash,
        totp_secret: seed,
        totp_last_step: null,
        disabled_at: null,
        created_at: '2026-11-20T10:00:00.000Z',
      })),
    )
    .execute();
});
afterEach(async () => {
  await handle.destroy();
});

describe("migration: the operators' TOTP seeds sealed at rest", () => {
  it('seals every seed already stored, and the operators still sign in with their authenticator', async () => {
    await migrateToLatest(db, withKey);
    const rows = await db.selectFrom('operators').selectAll().orderBy('id').execute();
    for (const [index, seed] of seeds.entries()) {
      expect(JSON.stringify(rows[index])).not.toContain(seed);
      expect(rows[index].totp_secret).toBeUndefined();
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: handle.dataDir,
      DATABASE_URL: handle.url,
      DOCUMENT_ENCRYPTION_KEY: documentKey.toString('base64'),
      RATE_LIMIT_ENABLED: 'false',
    });
    const app = await buildApp(await createDeps(config, handle, systemClock));
    try {
      for (const [index, seed] of seeds.entries()) {
        const response = await app.inject({
          method: 'POST',
          url: '/backoffice/session',
          payload: {
            email: `op${index}@bank.example`,
            password: OPERATOR_PASSWORD,
            code: currentTotp(seed, new Date()),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('changes nothing when the document key cannot be had: the seeds stay as they were, the migration to do', async () => {
    const noKey = {
      documentKey: (): Buffer => {
        throw new Error('no document key');
      },
    };
    await expect(migrateToLatest(db, noKey)).rejects.toThrow(/no document key/);
    const rows = await db.selectFrom('operators').select(['id', 'totp_secret']).orderBy('id').execute();
    expect(rows.map((row: { totp_secret: string }) => row.totp_secret)).toEqual(seeds);
    const done = await db
      .selectFrom('kysely_migration')
      .select('name')
      .where('name', '=', SEALING)
      .executeTakeFirst();
    expect(done).toBeUndefined();
  });

  it('is undone by opening the seeds again', async () => {
    await migrateToLatest(db, withKey);
    await migrateTo(db, BEFORE, withKey);
    const rows = await db.selectFrom('operators').select('totp_secret').orderBy('id').execute();
    expect(rows.map((row: { totp_secret: string }) => row.totp_secret)).toEqual(seeds);
  });
});
