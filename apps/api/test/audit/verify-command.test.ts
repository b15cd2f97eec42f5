import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDatabaseOwner, type JournalApp, journalApp, recordMany } from './journal-kit';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run audit:verify` as an auditor runs it, with the API's settings. */
const auditVerify = (t: JournalApp, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'audit:verify'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: t.deps.config.dataDir,
        DATABASE_URL: t.deps.config.databaseUrl,
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

let t: JournalApp;
beforeAll(async () => {
  t = await journalApp();
  await recordMany(t, 3);
  await t.deps.audit.checkpoint('stop');
});
afterAll(async () => {
  await t?.close();
});

describe('npm run audit:verify', () => {
  it('says the journal is intact, how far it is anchored and by which keys it was sealed (exit code 0)', async () => {
    const run = await auditVerify(t);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Audit journal intact: \d+ entries and 2 checkpoints checked\.$/m);
    expect(run.stdout).toMatch(/^Anchored up to entry #\d+ by the checkpoint of \S+\.$/m);
    expect(run.stdout).toMatch(/^Sealed with key [0-9a-f]{16}: \d+ entries\.$/m);
  }, 60_000);

  it('names the entry whose actor was rewritten (exit code 1)', async () => {
    await asDatabaseOwner(t, (db) =>
      db
        .updateTable('audit_entries')
        .set({ actor_id: 'operator-mallory' })
        .where('sequence', '=', 2)
        .execute(),
    );
    const run = await auditVerify(t);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Audit journal BROKEN: Entry #2 \(\S+\) was changed after it was sealed: its seal no longer matches what it records/m,
    );
    expect(run.stderr).toContain('1 entry checked before this finding.');
  }, 60_000);

  it('says it could not check when it is given no key (exit code 2), and makes none', async () => {
    const elsewhere = join(t.deps.config.dataDir, 'elsewhere');
    const run = await auditVerify(t, { DATA_DIR: elsewhere });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'Audit journal not checked: No audit key to verify with: set AUDIT_KEY (and AUDIT_KEYS for earlier keys).',
    );
    expect(existsSync(join(elsewhere, 'audit-key'))).toBe(false);
  }, 60_000);
});
