import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startAuditCheckpoints } from '../../src/audit';
import { CheckpointSchema } from '../../src/audit/checkpoint';
import { fixedClock } from '../../src/clock';
import { newOperator, signedIn } from '../backoffice/operator-kit';
import {
  checkpointLines,
  expectBroken,
  expectIntact,
  type JournalApp,
  journalApp,
  record,
  recordMany,
} from './journal-kit';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

let t: JournalApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const lastCheckpoint = (app: JournalApp) => JSON.parse(checkpointLines(app).at(-1) ?? '{}');
const head = (app: JournalApp) =>
  app.deps.db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow();

describe('checkpoints of the chain', () => {
  it('are one sealed line each, appended at start, every N entries or M minutes, and at stop', async () => {
    const clock = fixedClock(new Date('2026-11-28T09:00:00.000Z'));
    t = await journalApp({ clock, env: { AUDIT_CHECKPOINT_ENTRIES: '3', AUDIT_CHECKPOINT_MINUTES: '5' } });
    const atStart = checkpointLines(t);
    expect(atStart).toHaveLength(1);
    const line = CheckpointSchema.parse(JSON.parse(atStart[0] ?? ''));
    expect(line).toMatchObject({ sequence: 0, keyed_from: 1, at: '2026-11-28T09:00:00.000Z' });
    expect(Object.keys(line).sort()).toEqual(['at', 'hash', 'key_id', 'keyed_from', 'mac', 'sequence']);

    // The auditor's creation and sign-in were journaled: anchored at a stop, as a restart would.
    expect(await t.deps.audit.checkpoint('stop')).not.toBeNull();
    await recordMany(t, 2);
    expect(await t.deps.audit.checkpoint('schedule')).toBeNull();
    await record(t, 'case.viewed');
    const written = await t.deps.audit.checkpoint('schedule');
    const current = await head(t);
    expect(written).toMatchObject({ sequence: Number(current.sequence), hash: current.hash });
    expect(lastCheckpoint(t)).toEqual(written);
    // Nothing new: nothing is written, however long it waits; the first entry after so long is.
    clock.advance(60 * 60_000);
    expect(await t.deps.audit.checkpoint('schedule')).toBeNull();
    await record(t, 'case.viewed');
    expect(await t.deps.audit.checkpoint('schedule')).not.toBeNull();
    // One entry, then five minutes.
    await record(t, 'case.viewed');
    clock.advance(4 * 60_000);
    expect(await t.deps.audit.checkpoint('schedule')).toBeNull();
    clock.advance(60_000);
    expect(await t.deps.audit.checkpoint('schedule')).not.toBeNull();
    // A stop writes as soon as the head moved.
    await record(t, 'case.viewed');
    expect(await t.deps.audit.checkpoint('stop')).toMatchObject({
      sequence: Number((await head(t)).sequence),
    });
    expect(await t.deps.audit.checkpoint('stop')).toBeNull();

    // The file only ever grew: each state of it is the beginning of the next.
    const lines = checkpointLines(t);
    expect(lines.slice(0, atStart.length)).toEqual(atStart);
    expect(lines).toHaveLength(6);
    // An hour went by: the auditor signs in again to check.
    await expectIntact({ ...t, auditor: await signedIn(t, await newOperator(t, 'auditor')) });
  });

  it('are written by the API process on its schedule, and once more when it stops', async () => {
    const app = await journalApp({
      env: { AUDIT_CHECKPOINT_ENTRIES: '1', AUDIT_CHECKPOINT_MINUTES: '0.001' },
    });
    t = app;
    const errors: unknown[] = [];
    const worker = startAuditCheckpoints(app.deps.audit, { everyMs: 20, log: (error) => errors.push(error) });
    try {
      await record(app, 'case.viewed');
      const anchored = Number((await head(app)).sequence);
      await expect.poll(() => lastCheckpoint(app).sequence, { timeout: 5000 }).toBe(anchored);
      await record(app, 'case.viewed');
    } finally {
      await worker.stop();
    }
    expect(lastCheckpoint(app).sequence).toBe(Number((await head(app)).sequence));
    expect(errors).toEqual([]);
  });

  it('keep a line cut short by a crash on its own, and name it', async () => {
    t = await journalApp();
    const whole = checkpointLines(t);
    appendFileSync(t.deps.config.audit.checkpointFile, '{"sequence":3,"hash":"ab');
    await record(t, 'case.viewed');
    expect(await t.deps.audit.checkpoint('stop')).not.toBeNull();
    const lines = readFileSync(t.deps.config.audit.checkpointFile, 'utf8').split('\n');
    expect(lines[whole.length]).toBe('{"sequence":3,"hash":"ab');
    expect(CheckpointSchema.safeParse(JSON.parse(lines[whole.length + 1] ?? '')).success).toBe(true);
    await expectBroken(t, { problem: 'checkpoint_unreadable', line: whole.length + 1 });
  });
});

describe('several API processes on one database and one checkpoint file', () => {
  const runProcess = (app: JournalApp, entries: number) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/audit/fixtures/journal-process.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: app.deps.config.dataDir,
          DATABASE_URL: app.deps.config.databaseUrl,
          JOURNAL_ENTRIES: String(entries),
        },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('close', (code) => resolve({ code, stderr }));
    });

  it('append whole checkpoints, in the chain order, and the journal verifies', async () => {
    t = await journalApp();
    const processes = 3;
    const entries = 12;
    const before = checkpointLines(t).length;
    const app = t;
    const runs = await Promise.all(Array.from({ length: processes }, () => runProcess(app, entries)));
    for (const run of runs) expect(run, run.stderr).toMatchObject({ code: 0 });
    // And this process too, at the same time as the next ones.
    await Promise.all([recordMany(app, 5), runProcess(app, 4)]);
    await t.deps.audit.checkpoint('stop');

    const lines = checkpointLines(t);
    const checkpoints = lines.map((line) => CheckpointSchema.parse(JSON.parse(line)));
    expect(checkpoints.length).toBeGreaterThan(before + processes);
    // Written one at a time under the head's lock: in the chain's order, never the same head twice.
    const sequences = checkpoints.map((checkpoint) => checkpoint.sequence);
    expect(sequences).toEqual([...new Set(sequences)].sort((a, b) => a - b));
    const { backoffice } = await expectIntact(t);
    expect(backoffice.anchor?.sequence).toBe(backoffice.checked);
    expect(backoffice.checkpoints).toBe(lines.length);
  }, 120_000);
});
