import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { checkAuditJournal } from '../../src/audit';
import { createBackup } from '../../src/backup/backup';
import type { BackupManifest } from '../../src/backup/manifest';
import { restoreBackup } from '../../src/backup/restore';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/create-db';
import { createDeps } from '../../src/deps';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { move, openingWithAccount } from '../status-reports/report-kit';

const postgres = process.env.TEST_DATABASE === 'postgres';
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@localhost:54329/postgres';

/** A new empty data folder (and, on PostgreSQL, a new empty database) to restore into. */
async function newTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'restore-target-'));
  if (!postgres) return { dataDir, url: `file:${join(dataDir, 'app.db')}`, drop: async () => {} };
  const name = `restore_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    dataDir,
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The backup and the restore on the engine of the run: SQLite's snapshot (`VACUUM INTO`) or
 * PostgreSQL's `pg_dump`/`pg_restore` on the project's PostgreSQL test server, taken while the
 * API writes, restored into a new folder and database, and served again by the API.
 */
describe(`backup and restore (${postgres ? 'PostgreSQL: pg_dump, pg_restore' : 'SQLite: VACUUM INTO'})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let documentId: string;
  let documentBytes: string;
  let key: string;
  let auditKey: string;
  const backupRoot = mkdtempSync(join(tmpdir(), 'backups-'));
  const cleanups: (() => Promise<void>)[] = [];
  let manifest: BackupManifest;
  const acknowledgedBeforeStart: string[] = [];
  const acknowledgedDuring: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    key = readFileSync(join(t.deps.config.dataDir, 'document-key'), 'utf8').trim();
    auditKey = readFileSync(join(t.deps.config.dataDir, 'audit-key'), 'utf8').trim();
    owner = await createTestUser(t.deps);
    documentId = await uploadPdf(t, owner, '/user/documents/identity_card', 'carte.pdf');
    documentBytes = (
      await t.app.inject({ method: 'GET', url: `/documents/${documentId}`, headers: owner.headers })
    ).body;
    // Journal entries: each move of an opening is recorded.
    for (let i = 0; i < 3; i += 1) {
      const { companyId } = await openingWithAccount(t);
      await move(t, companyId, 'submitted', 'under_review');
    }
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
    rmSync(backupRoot, { recursive: true, force: true });
  });

  const contact = (marker: string) =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { email: 'backup@example.test', subject: marker, message: 'Une question' },
    });

  it('backs up while the API writes: everything acknowledged before the start is in the backup', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await contact(`before-${i}`);
      expect(answer.statusCode).toBe(201);
      acknowledgedBeforeStart.push(answer.json().id);
    }
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing && i < 200; i += 1) {
        const answer = await contact(`during-${i}`);
        if (answer.statusCode === 201) acknowledgedDuring.push(answer.json().id);
      }
    })();
    manifest = await createBackup({ config: t.deps.config, to: join(backupRoot, 'one') });
    writing = false;
    await writer;

    expect(manifest.engine).toBe(postgres ? 'postgres' : 'sqlite');
    expect(manifest.database.auditEntries).toBeGreaterThanOrEqual(6);
    expect(manifest.database.lastMigration).toMatch(/^\d{4}-\d\d-\d\d-\d{3}-/);
    expect(manifest.documents).toHaveLength(1);
    expect(manifest.documents[0]?.path).toMatch(/^documents\/[a-z0-9]{2}\/[a-z0-9-]+$/);
    expect(manifest.documentsMissing).toBe(0);
    expect(manifest.keys).toEqual([]);
    // The journal's checkpoints as they were before the snapshot: what the restore verifies against.
    expect(manifest.auditCheckpoints?.path).toBe('audit-checkpoints.jsonl');
    expect(manifest.documentKeyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    // Documents are kept as they are at rest: encrypted.
    const stored = readFileSync(join(backupRoot, 'one', manifest.documents[0]?.path ?? ''));
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(JSON.stringify(manifest)).not.toContain(key);
  });

  it('restores into a new folder and database: the journal verifies, nothing acknowledged before the start is lost, the API serves it', async () => {
    const target = await newTarget();
    cleanups.push(async () => {
      rmSync(target.dataDir, { recursive: true, force: true });
      await target.drop();
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.url,
      DOCUMENT_ENCRYPTION_KEY: key,
      AUDIT_KEY: auditKey,
      RATE_LIMIT_ENABLED: 'false',
    });
    const report = await restoreBackup({ config, from: join(backupRoot, 'one') });
    expect(report).toMatchObject({ documents: 1, pendingMigrations: 0, documentReadBack: true });
    expect(report.auditEntries).toBe(manifest.database.auditEntries);

    const handle = createDb(config.databaseUrl, { poolSize: 2 });
    const deps = await createDeps(config, handle, systemClock);
    const app = await buildApp(deps);
    await app.ready();
    cleanups.unshift(async () => {
      await app.close();
      deps.messaging.close();
      await handle.destroy();
    });
    // The restored API anchored the journal in its new checkpoint file: the auditor's check holds.
    const audit = await checkAuditJournal(config, handle.db);
    expect(audit.check.firstBroken).toBeNull();
    expect(audit.check.checkpoints).toBeGreaterThanOrEqual(1);
    const kept = new Set(
      (await handle.db.selectFrom('contact_messages').select('id').execute()).map((row) => row.id),
    );
    expect(acknowledgedBeforeStart.filter((id) => !kept.has(id))).toEqual([]);
    // Written during the backup: some may be in it, none is half there.
    expect(acknowledgedDuring.length).toBeGreaterThan(0);

    // The customer's session and document, from before the backup, work on the restored API.
    const document = await app.inject({
      method: 'GET',
      url: `/documents/${documentId}`,
      headers: owner.headers,
    });
    expect(document.statusCode).toBe(200);
    expect(document.body).toBe(documentBytes);
  });

  it('refuses a backup that does not match its manifest, a wrong key, and a target that is not new', async () => {
    const tampered = join(backupRoot, 'tampered');
    await createBackup({ config: t.deps.config, to: tampered });
    const path = join(tampered, manifest.documents[0]?.path ?? '');
    const bytes = readFileSync(path);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    writeFileSync(path, bytes);
    const target = await newTarget();
    cleanups.push(async () => {
      rmSync(target.dataDir, { recursive: true, force: true });
      await target.drop();
    });
    const settings = (documentKey: string, journalKey: string | undefined = auditKey) =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.url,
        DOCUMENT_ENCRYPTION_KEY: documentKey,
        ...(journalKey ? { AUDIT_KEY: journalKey } : {}),
      });
    await expect(restoreBackup({ config: settings(key), from: tampered })).rejects.toThrow(
      /does not match its manifest/,
    );

    const otherKey = Buffer.alloc(32, 9).toString('base64');
    await expect(
      restoreBackup({ config: settings(otherKey), from: join(backupRoot, 'one') }),
    ).rejects.toThrow(/not the one the backup’s documents were encrypted with/);

    // Another audit key: the restored journal's seals do not hold, the restore says so.
    const otherAuditKey = Buffer.alloc(32, 7).toString('base64');
    await expect(
      restoreBackup({ config: settings(key, otherAuditKey), from: join(backupRoot, 'one') }),
    ).rejects.toThrow(/restored audit journal is broken/);

    // The running API's own database and folder: never overwritten.
    await expect(restoreBackup({ config: t.deps.config, from: join(backupRoot, 'one') })).rejects.toThrow(
      postgres ? /not empty/ : /exists/,
    );
    // A backup into a folder that holds something: refused, nothing mixed.
    await expect(createBackup({ config: t.deps.config, to: join(backupRoot, 'one') })).rejects.toThrow(
      /not empty/,
    );
  });
});
