import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type RunningApi, sleep, startApi } from '../api';
import { call, newCustomer, signUp, uniqueEmail } from '../customer';
import { tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';
import { integrityCheck, readSqlite } from '../sqlite';
import { pdfBytes, upload } from '../upload';
import { type Deposit, FEED_TOKEN, openedDeposit, post, transfer } from './bank-feed-killed';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const LANES = 3;
/** How long the load runs before the backup starts. */
const WARM_UP_MS = 800;

/** An npm command of the product, as an operator types it at the repository's root. */
async function npm(script: string, args: string[], env: Record<string, string>) {
  const started = Date.now();
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    maxBuffer: 8 * 1024 * 1024,
  });
  return { stdout, seconds: (Date.now() - started) / 1000 };
}

interface Acknowledged {
  id: string;
  /** When its answer arrived. */
  at: number;
}

/**
 * The restore drill: sign-ups and bank-feed transfers keep arriving while `npm run backup` takes
 * its online backup; the backup is restored by `npm run restore` into a new data folder and the
 * API started on it. Survived: the restored API is ready, `npm run audit:verify` finds the journal
 * intact, every sign-up and transfer acknowledged before the backup's start is there, and a
 * document uploaded before it is served, decrypted, by the restored API.
 */
export const restoreDrill: Scenario = {
  name: 'restore drill: backup under load, restored into a new data folder (SQLite)',
  async setup() {
    const dataDir = tempDir('restore-source');
    const env = { DATA_DIR: dataDir, BANK_FEED_TOKEN: FEED_TOKEN };
    const api: RunningApi = await startApi(env);
    const file = join(dataDir, 'app.db');
    const deposit: Deposit = await openedDeposit(api.url, file);
    // Documents to carry over: a customer's uploads, encrypted at rest.
    const owner = await newCustomer(api.url, 'restore-owner');
    const documents: { id: string; bytes: Buffer }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const bytes = pdfBytes(64 * 1024 + index);
      const answer = await upload(`${api.url}/user/documents/identity_card`, owner.token, bytes);
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
      documents.push({ id: (JSON.parse(answer.body) as { id: string }[])[0]?.id ?? '', bytes });
    }
    const documentKey = readFileSync(join(dataDir, 'document-key'), 'utf8').trim();
    // The journal's key, which the bank keeps in its secret store: the restore verifies the seals with it.
    const auditKey = readFileSync(join(dataDir, 'audit-key'), 'utf8').trim();

    return {
      async run(index) {
        const signUps: Acknowledged[] = [];
        const transfers: Acknowledged[] = [];
        let loading = true;
        let n = 0;
        const signUpLane = async () => {
          while (loading) {
            const email = uniqueEmail(`restore-${index}`);
            const answer = await signUp(api.url, email).catch(() => null);
            if (answer?.status === 201) signUps.push({ id: email, at: Date.now() });
          }
        };
        const transferLane = async () => {
          while (loading) {
            n += 1;
            const body = transfer(deposit, `restore-${index}-${n}-${randomUUID()}`, 100 + n);
            const answer = await post(api.url, body);
            if (answer && (answer.status === 201 || answer.status === 200))
              transfers.push({ id: body.transfer_id, at: Date.now() });
          }
        };
        const lanes = [
          ...Array.from({ length: LANES }, signUpLane),
          ...Array.from({ length: LANES }, transferLane),
        ];
        await sleep(WARM_UP_MS);

        const backupDir = join(tempDir(`restore-backup-${index}`), 'backup');
        const backup = await npm('backup', ['--to', backupDir, '--json'], { DATA_DIR: dataDir });
        loading = false;
        await Promise.all(lanes);
        const manifest = JSON.parse(backup.stdout.trim().split('\n').at(-1) ?? '{}') as {
          startedAt: string;
          seconds: number;
          database: { bytes: number };
          documents: number;
        };
        const startedAt = Date.parse(manifest.startedAt);

        const restoredDir = tempDir(`restore-target-${index}`);
        const restoredEnv = {
          DATA_DIR: restoredDir,
          DOCUMENT_ENCRYPTION_KEY: documentKey,
          AUDIT_KEY: auditKey,
        };
        const restore = await npm('restore', ['--from', backupDir], restoredEnv);
        const restored = await startApi({ ...restoredEnv, BANK_FEED_TOKEN: FEED_TOKEN });
        try {
          const ready = await call(`${restored.url}/health/ready`);
          if (ready.status !== 200)
            return lost(`the restored API is not ready: ${JSON.stringify(ready.body)}`);
          const audit = await npm('audit:verify', [], restoredEnv).catch((error: { stdout?: string }) => ({
            stdout: `broken: ${error.stdout ?? ''}`,
            seconds: 0,
          }));
          if (!/^Audit journal intact/m.test(audit.stdout))
            return lost(`audit:verify: ${audit.stdout.trim()}`);

          const restoredFile = join(restoredDir, 'app.db');
          if (integrityCheck(restoredFile) !== 'ok')
            return lost('the restored database fails integrity_check');
          const kept = readSqlite(restoredFile, (db) => ({
            emails: new Set(
              (db.prepare('SELECT email FROM users').all() as { email: string }[]).map((row) =>
                row.email.toLowerCase(),
              ),
            ),
            transfers: new Set(
              (
                db.prepare('SELECT transfer_id FROM bank_feed_transfers').all() as { transfer_id: string }[]
              ).map((row) => row.transfer_id),
            ),
          }));
          const before = <T extends Acknowledged>(list: T[]) => list.filter((entry) => entry.at < startedAt);
          const missingSignUps = before(signUps).filter((entry) => !kept.emails.has(entry.id.toLowerCase()));
          const missingTransfers = before(transfers).filter((entry) => !kept.transfers.has(entry.id));
          if (missingSignUps.length + missingTransfers.length > 0) {
            return lost(
              `${missingSignUps.length} sign-up(s) and ${missingTransfers.length} transfer(s) acknowledged before the backup are missing`,
            );
          }
          if (before(signUps).length === 0 || before(transfers).length === 0) {
            return lost('no write was acknowledged before the backup started: the drill proved nothing');
          }
          for (const document of documents) {
            const response = await fetch(`${restored.url}/documents/${document.id}`, {
              headers: { authorization: `Bearer ${owner.token}` },
            });
            const body = Buffer.from(await response.arrayBuffer());
            if (response.status !== 200 || !body.equals(document.bytes)) {
              return lost(`document ${document.id} answered ${response.status} from the restored API`);
            }
          }
          console.info(
            `restore drill, run ${index + 1}: backup ${manifest.seconds.toFixed(2)} s under load ` +
              `(database ${(manifest.database.bytes / 1e6).toFixed(2)} MB, ${manifest.documents} documents; ` +
              `npm run backup ${backup.seconds.toFixed(1)} s), npm run restore ${restore.seconds.toFixed(1)} s; ` +
              `acknowledged before the start: ${before(signUps).length} sign-ups, ${before(transfers).length} transfers, all restored; ` +
              `during the backup: ${signUps.length - before(signUps).length + transfers.length - before(transfers).length} more`,
          );
          return survived();
        } finally {
          await restored.stop();
        }
      },
      teardown: () => api.stop(),
    };
  },
};
