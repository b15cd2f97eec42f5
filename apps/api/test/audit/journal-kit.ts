import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AuditChainBreak, AuditVerifyReply } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { checkAuditJournal } from '../../src/audit';
import type { AuditCheckReport } from '../../src/audit/audit-check';
import type { AuditEntryInput } from '../../src/audit/audit-journal';
import { legacyEntryHash } from '../../src/audit/entry-seal';
import { type Clock, systemClock } from '../../src/clock';
import { type Env, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/schema';
import { createDeps } from '../../src/deps';
import type { App, AppDeps } from '../../src/types';
import { newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A fresh audit key, as `openssl rand -base64 32` prints one. */
export const newAuditKey = () => randomBytes(32).toString('base64');

export interface JournalApp extends TestApp {
  auditor: SignedInOperator;
}

/** The real API on a fresh database, with an auditor signed in to the back-office. */
export async function journalApp(options: { env?: Partial<Env>; clock?: Clock } = {}): Promise<JournalApp> {
  const t = await createTestApp({ ...options, env: { RATE_LIMIT_ENABLED: 'false', ...options.env } });
  const auditor = await signedIn(t, await newOperator(t, 'auditor'));
  return { ...t, auditor };
}

/** An entry written the way the modules write theirs, in a transaction of its own. */
export const record = (
  t: { deps: AppDeps },
  action: string,
  entry: Partial<AuditEntryInput> = {},
): Promise<{ id: string; sequence: number }> =>
  t.deps.db.transaction().execute((trx) =>
    t.deps.audit.append(trx, {
      actor: { type: 'operator', id: 'operator-alice' },
      action,
      object: { type: 'case', id: 'case-1' },
      ...entry,
    }),
  );

export async function recordMany(t: { deps: AppDeps }, count: number, prefix = 'case.viewed') {
  const written: { id: string; sequence: number }[] = [];
  for (let index = 0; index < count; index += 1) written.push(await record(t, `${prefix}.${index}`));
  return written;
}

/**
 * Runs `change` with the rights of the database's owner. On PostgreSQL the journal's append-only
 * trigger is switched off first, as such an attacker would, and on again after.
 */
export async function asDatabaseOwner(
  t: { deps: AppDeps },
  change: (db: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  const { db, engine } = t.deps;
  if (engine === 'postgres') await sql`ALTER TABLE audit_entries DISABLE TRIGGER USER`.execute(db);
  try {
    await change(db);
  } finally {
    if (engine === 'postgres') await sql`ALTER TABLE audit_entries ENABLE TRIGGER USER`.execute(db);
  }
}

export const entryAt = (t: { deps: AppDeps }, sequence: number) =>
  t.deps.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('sequence', '=', sequence)
    .executeTakeFirstOrThrow();

/** Deletes the entries after `sequence` and moves the head back to it: the chain looks whole. */
export const cutOffAfter = (t: { deps: AppDeps }, sequence: number) =>
  asDatabaseOwner(t, async (db) => {
    const last = await entryAt(t, sequence);
    await db.deleteFrom('audit_entries').where('sequence', '>', sequence).execute();
    await db.updateTable('audit_chain_head').set({ sequence, hash: last.hash }).where('id', '=', 1).execute();
  });

/**
 * Rewrites every entry from `sequence` on with plain SHA-256 seals, as the journal hashed before
 * keys (anyone can compute them), `forge` changing what the first one records; moves the head.
 */
export const resealWithPlainHashes = (
  t: { deps: AppDeps },
  sequence: number,
  forge: (entry: { actor_id: string | null }) => { actor_id: string | null },
) =>
  asDatabaseOwner(t, async (db) => {
    const rows = await db
      .selectFrom('audit_entries')
      .selectAll()
      .where('sequence', '>=', sequence)
      .orderBy('sequence')
      .execute();
    let previous = (await entryAt(t, sequence - 1)).hash;
    for (const row of rows) {
      const forged = {
        ...row,
        ...(Number(row.sequence) === sequence ? forge(row) : {}),
        previous_hash: previous,
        key_id: null,
      };
      const hash = legacyEntryHash(forged);
      await db
        .updateTable('audit_entries')
        .set({ actor_id: forged.actor_id, previous_hash: previous, key_id: null, hash })
        .where('id', '=', row.id)
        .execute();
      previous = hash;
    }
    await db.updateTable('audit_chain_head').set({ hash: previous }).where('id', '=', 1).execute();
  });

export const checkpointLines = (t: { deps: AppDeps }): string[] =>
  readFileSync(t.deps.config.audit.checkpointFile, 'utf8').split('\n').filter(Boolean);

export const writeCheckpointLines = (t: { deps: AppDeps }, lines: string[]) =>
  writeFileSync(t.deps.config.audit.checkpointFile, `${lines.join('\n')}\n`);

/** The journal's check as an auditor runs it: in the back-office, and with `npm run audit:verify`'s function. */
export async function checks(
  t: JournalApp,
): Promise<{ backoffice: AuditVerifyReply; command: AuditCheckReport }> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/backoffice/audit/verify',
    headers: t.auditor.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const command = await checkAuditJournal(t.deps.config, t.deps.db);
  return { backoffice: response.json() as AuditVerifyReply, command };
}

export async function expectIntact(
  t: JournalApp,
): Promise<{ backoffice: AuditVerifyReply; command: AuditCheckReport }> {
  const { backoffice, command } = await checks(t);
  expect(backoffice).toMatchObject({ ok: true, first_broken: null });
  expect(command.check).toMatchObject({ ok: true, checked: backoffice.checked, firstBroken: null });
  expect(command.lines[0]).toMatch(
    new RegExp(
      `^Audit journal intact: ${backoffice.checked} entr(y|ies) and ${backoffice.checkpoints} checkpoints checked\\.$`,
    ),
  );
  return { backoffice, command };
}

/** Both checks name the same first break, as `expected` says; returns it. */
export async function expectBroken(
  t: JournalApp,
  expected: Partial<AuditChainBreak>,
): Promise<AuditChainBreak> {
  const { backoffice, command } = await checks(t);
  expect(backoffice.ok).toBe(false);
  expect(backoffice.first_broken).toMatchObject(expected);
  expect(command.check.firstBroken).toEqual(backoffice.first_broken);
  expect(command.lines[0]).toBe(`Audit journal BROKEN: ${backoffice.first_broken?.reason}`);
  return backoffice.first_broken as AuditChainBreak;
}

/**
 * The API started again on the same database and data folder, with other settings (a key rotated):
 * as a restart of the server does. Closing it leaves the database to its first app.
 */
export async function restarted(t: TestApp, env: Partial<Env>): Promise<JournalApp & { app: App }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.deps.config.dataDir,
    DATABASE_URL: t.deps.config.databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  } as Record<string, string>);
  const handle = { db: t.deps.db, engine: t.deps.engine, destroy: async () => {} };
  const deps = await createDeps(config, handle, systemClock);
  const app = await buildApp(deps);
  await app.ready();
  const restartedApp = {
    app,
    deps,
    close: async () => {
      await app.close();
      deps.messaging.close();
      await deps.registry.close();
    },
  };
  return {
    ...restartedApp,
    auditor: await signedIn(restartedApp, await newOperator(restartedApp, 'auditor')),
  };
}
