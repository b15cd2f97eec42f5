import { basename, join } from 'node:path';
import { type RunningApi, sleep, startApi } from '../api';
import { newCustomer } from '../customer';
import { filesUnder, tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';
import { readSqlite } from '../sqlite';
import { pdfBytes, upload } from '../upload';

const UPLOADS_AT_ONCE = 3;

/**
 * kill -9 while documents are being uploaded, then start again: once the API is up (and has
 * swept at start), every file in the documents folder belongs to a row, and every upload the
 * customer saw acknowledged has its row and its file.
 */
export const uploadKilled: Scenario = {
  name: 'kill -9 during an upload',
  async setup() {
    const dataDir = tempDir('upload');
    const env = { DATA_DIR: dataDir };
    let api: RunningApi = await startApi(env);
    return {
      async run() {
        // Orphans of an earlier run are that run's loss, not this one's.
        const before = new Set(filesUnder(join(dataDir, 'documents', '.incoming')));
        const known = new Set(filesUnder(join(dataDir, 'documents')));
        const customer = await newCustomer(api.url, 'upload');
        const acknowledged: string[] = [];
        const uploads = Array.from({ length: UPLOADS_AT_ONCE }, (_, index) =>
          upload(`${api.url}/user/documents/identity_card`, customer.token, pdfBytes(384 * 1024 + index), {
            chunkBytes: 16 * 1024,
            pauseMs: 8,
          }).then(
            (answer) => {
              if (answer.status === 201) {
                for (const document of JSON.parse(answer.body) as { id: string }[])
                  acknowledged.push(document.id);
              }
            },
            () => undefined,
          ),
        );
        // Killed while a document is being written: once the first bytes reach the disk, after
        // a random moment (mid-stream, at the rename, at the row's insert, or just after).
        const incoming = join(dataDir, 'documents', '.incoming');
        const writing = () => filesUnder(incoming).some((file) => !before.has(file));
        for (let waited = 0; waited < 10_000 && !writing(); waited += 10) await sleep(10);
        await sleep(Math.floor(Math.random() * 250));
        await api.crash();
        await Promise.all(uploads);

        api = await startApi(env);
        // The start sweep may run just after the API listens.
        await sleep(500);
        const rows = readSqlite(join(dataDir, 'app.db'), (db) =>
          db.prepare('SELECT id, storage_key FROM documents').all(),
        ) as { id: string; storage_key: string }[];
        const keys = new Set(rows.map((row) => row.storage_key));
        const files = filesUnder(join(dataDir, 'documents'));
        const orphans = files.filter((file) => !keys.has(basename(file)) && !known.has(file));
        const fileNames = new Set(files.map((file) => basename(file)));
        const missing = acknowledged.filter((id) => {
          const row = rows.find((candidate) => candidate.id === id);
          return !row || !fileNames.has(row.storage_key);
        });
        if (orphans.length > 0 || missing.length > 0) {
          return lost(
            [
              orphans.length ? `${orphans.length} orphan file(s) (${orphans[0]})` : '',
              missing.length ? `${missing.length} acknowledged upload(s) missing` : '',
            ]
              .filter(Boolean)
              .join(', '),
          );
        }
        return survived();
      },
      teardown: () => api.stop(),
    };
  },
};
