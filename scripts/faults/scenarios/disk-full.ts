import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApi } from '../api';
import { call, newCustomer } from '../customer';
import { filesUnder, tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';
import { readSqlite } from '../sqlite';
import { pdfBytes, upload } from '../upload';

const FILLER = 'filler';

const mount = (target: string) => execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', target]);
const unmount = (target: string) => execFileSync('umount', [target]);

/**
 * The documents folder on a full 1 MB filesystem: an upload is refused with a message the user
 * reads (507, or 503), no partial file stays, the database is unchanged; once space is back, an
 * upload works again.
 */
export const diskFull: Scenario = {
  name: 'documents folder on a full disk',
  async skipReason() {
    if (process.getuid?.() !== 0) return 'mounting a 1 MB tmpfs needs root';
    const probe = tempDir('mount-probe');
    try {
      mount(probe);
      unmount(probe);
      return null;
    } catch (error) {
      return `mount -t tmpfs refused here (${(error as Error).message.split('\n')[0]})`;
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  },
  async setup() {
    const dataDir = tempDir('disk');
    const documents = join(dataDir, 'documents');
    mkdirSync(documents);
    mount(documents);
    const api = await startApi({ DATA_DIR: dataDir });
    const customer = await newCustomer(api.url, 'disk');
    const url = `${api.url}/user/documents/identity_card`;
    const documentRows = () =>
      readSqlite(join(dataDir, 'app.db'), (db) => db.prepare('SELECT id FROM documents ORDER BY id').all())
        .length;
    return {
      async run() {
        // Leaves 48 KB free: the next 256 KB document cannot fit.
        const free = statfsSync(documents).bavail * statfsSync(documents).bsize;
        writeFileSync(join(documents, FILLER), Buffer.alloc(Math.max(0, free - 48 * 1024)));
        const filesBefore = filesUnder(documents);
        const rowsBefore = documentRows();

        // Sent in chunks as a browser streams it: the refusal comes while the file is still arriving.
        const refused = await upload(url, customer.token, pdfBytes(256 * 1024), {
          chunkBytes: 16 * 1024,
          pauseMs: 2,
        });
        const body = JSON.parse(refused.body || '{}') as { code?: string; message?: string };
        const filesAfter = filesUnder(documents);
        const rowsAfter = documentRows();
        rmSync(join(documents, FILLER));
        const retried = await upload(url, customer.token, pdfBytes(8 * 1024));
        // Deleted again, so the slot (10 files at most) never fills over many runs.
        if (retried.status === 201) {
          const [document] = JSON.parse(retried.body) as { id: string }[];
          await call(`${url}/${document?.id}`, { method: 'DELETE', token: customer.token });
        }

        const problems = [
          ![507, 503].includes(refused.status) || !body.message
            ? `answered ${refused.status} ${refused.body.slice(0, 160)}`
            : '',
          filesAfter.join() !== filesBefore.join()
            ? `files left: ${filesAfter.filter((file) => !filesBefore.includes(file)).join(', ')}`
            : '',
          rowsAfter !== rowsBefore ? `${rowsAfter - rowsBefore} row(s) written` : '',
          retried.status !== 201 ? `no upload once space is back (${retried.status})` : '',
        ].filter(Boolean);
        return problems.length ? lost(problems.join('; ')) : survived();
      },
      async teardown() {
        await api.stop();
        unmount(documents);
      },
    };
  },
};
