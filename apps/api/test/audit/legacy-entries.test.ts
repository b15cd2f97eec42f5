import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { KEYED_SEALS_STARTED } from '../../src/audit/audit-journal';
import { GENESIS_HASH, legacyEntryHash } from '../../src/audit/entry-seal';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createDeps } from '../../src/deps';
import { newOperator, signedIn } from '../backoffice/operator-kit';
import { createTestDb } from '../helpers/test-db';
import {
  checkpointLines,
  entryAt,
  expectBroken,
  expectIntact,
  type JournalApp,
  record,
  resealWithPlainHashes,
} from './journal-kit';

// A journal begun before keyed seals: its entries carry plain SHA-256 hashes. They are not sealed
// again: the first keyed entry and every checkpoint say, under the key, where they end.

const migrations = join(dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const KEYED_SEALS_MIGRATION = '2026-11-28-500-audit-keyed-seals';
const lastMigrationBefore = readdirSync(migrations)
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => name < KEYED_SEALS_MIGRATION)
  .sort()
  .at(-1) as string;

const LEGACY_ACTIONS = ['operator.created', 'operator.signed_in', 'opening.moved'];

/** A database whose journal holds three entries hashed as before keys, and the API started on it. */
async function legacyJournal(): Promise<JournalApp & { legacyHashes: string[] }> {
  const handle = await createTestDb({ migrate: false });
  await migrateTo(handle.db, lastMigrationBefore);
  // Written as the journal wrote them before keys: plain SHA-256 over the same members.
  // biome-ignore lint/suspicious/noExplicitAny: the schema as it stood before the keyed seals.
  const before = handle.db as any;
  const legacyHashes: string[] = [];
  let previous = GENESIS_HASH;
  for (const [index, action] of LEGACY_ACTIONS.entries()) {
    const entry = {
      id: `legacy-${index + 1}`,
      sequence: index + 1,
      at: `2026-11-2${index}T09:00:00.000Z`,
      actor_type: 'operator',
      actor_id: 'operator-alice',
      action,
      object_type: 'company',
      object_id: 'case-1',
      case_id: 'case-1',
      before_value: null,
      after_value: `{"step":${index + 1}}`,
      request_id: null,
      previous_hash: previous,
    };
    previous = legacyEntryHash({ ...entry, key_id: null });
    await before
      .insertInto('audit_entries')
      .values({ ...entry, hash: previous })
      .execute();
    legacyHashes.push(previous);
  }
  await before
    .updateTable('audit_chain_head')
    .set({ sequence: LEGACY_ACTIONS.length, hash: previous })
    .where('id', '=', 1)
    .execute();
  await migrateToLatest(handle.db);

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: handle.dataDir,
    DATABASE_URL: handle.url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
  });
  const deps = await createDeps(config, handle, systemClock);
  const app = await buildApp(deps);
  await app.ready();
  const started = {
    app,
    deps,
    close: async () => {
      await app.close();
      deps.messaging.close();
      await deps.registry.close();
      await handle.destroy();
    },
  };
  return {
    ...started,
    auditor: await signedIn(started, await newOperator(started, 'auditor')),
    legacyHashes,
  };
}

let t: (JournalApp & { legacyHashes: string[] }) | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a journal begun with plain SHA-256 hashes', () => {
  it('keeps the hashes it had, and records under the key, first thing, where they end', async () => {
    // The hash the journal computed before keys, for a known entry (a vector of the earlier code).
    expect(
      legacyEntryHash({
        id: 'entry-1',
        sequence: 1,
        at: '2026-11-20T09:00:00.000Z',
        actor_type: 'operator',
        actor_id: 'operator-alice',
        action: 'opening.moved',
        object_type: 'company',
        object_id: 'case-1',
        case_id: 'case-1',
        before_value: '{"opening_status":"under_review"}',
        after_value: '{"opening_status":"awaiting_first_transfer"}',
        request_id: 'req-1',
        previous_hash: GENESIS_HASH,
        key_id: null,
      }),
    ).toBe('630fdd7d0012f4e04a8477cee7bfda167f771a756eefce1fd52034aa813f35d8');
    t = await legacyJournal();
    const kept = await t.deps.db
      .selectFrom('audit_entries')
      .select(['hash', 'key_id'])
      .where('sequence', '<=', LEGACY_ACTIONS.length)
      .orderBy('sequence')
      .execute();
    expect(kept).toEqual(t.legacyHashes.map((hash) => ({ hash, key_id: null })));

    // The start's checkpoint names the last plain entry and where keys begin.
    expect(JSON.parse(checkpointLines(t)[0] ?? '{}')).toMatchObject({
      sequence: 3,
      hash: t.legacyHashes[2],
      keyed_from: 4,
    });
    const started = await entryAt(t, 4);
    expect(started).toMatchObject({
      action: KEYED_SEALS_STARTED,
      actor_type: 'system',
      previous_hash: t.legacyHashes[2],
    });
    expect(started.key_id).not.toBeNull();
    expect(JSON.parse(started.after_value ?? '{}')).toMatchObject({ keyed_from: 4, seal: 'HMAC-SHA-256' });
    // The auditor's creation comes after it, sealed with the key.
    expect((await entryAt(t, 5)).action).toBe('operator.created');
    const { command } = await expectIntact(t);
    expect(command.check.sealedBy[0]).toEqual({ keyId: null, entries: 3 });
    expect(command.lines).toContain('Plain SHA-256, before keyed seals: 3 entries.');
  });

  it('names a plain-hash entry rewritten with the hashes after it recomputed: the checkpoint sealed others', async () => {
    t = await legacyJournal();
    await resealWithPlainHashes(t, 2, () => ({ actor_id: 'operator-mallory' }));
    await expectBroken(t, { problem: 'checkpoint_mismatch', sequence: 3, id: 'legacy-3', line: 1 });
  });
});

describe('the start of keyed seals moved in the database', () => {
  it('does not let keyed entries pass for plain ones: the first checkpoint says where keys begin', async () => {
    t = await legacyJournal();
    await resealWithPlainHashes(t, 4, (entry) => entry);
    const head = await t.deps.db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('audit_chain_head')
      .set({ keyed_from: Number(head.sequence) + 1 })
      .execute();
    await expectBroken(t, { problem: 'entry_unkeyed', sequence: 4, keyed_from: 4 });
  });

  it('is named by the first checkpoint written after the change', async () => {
    t = await legacyJournal();
    await t.deps.db.updateTable('audit_chain_head').set({ keyed_from: 2 }).execute();
    await record(t, 'case.viewed');
    await t.deps.audit.checkpoint('stop');
    const line = checkpointLines(t).length;
    const broken = await expectBroken(t, { problem: 'cutover_changed', line, keyed_from: 4, recorded: 2 });
    expect(broken.reason).toMatch(
      new RegExp(
        `\\(line ${line} of the checkpoint file\\) says keyed seals start at entry #2, the first checkpoint says #4`,
      ),
    );
  });
});
