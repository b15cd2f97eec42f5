import { join } from 'node:path';
import { type RunningApi, sleep, startApi } from '../api';
import { signUp, uniqueEmail } from '../customer';
import { tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';
import { integrityCheck, readSqlite } from '../sqlite';

const WRITES = 24;
const AT_ONCE = 6;

/**
 * kill -9 in the middle of a burst of sign-ups on SQLite, then start again: the database file
 * passes PRAGMA integrity_check and every sign-up answered 201 is there.
 */
export const writesKilled: Scenario = {
  name: 'kill -9 during a burst of writes (SQLite)',
  async setup() {
    const dataDir = tempDir('writes');
    const env = { DATA_DIR: dataDir };
    let api: RunningApi = await startApi(env);
    return {
      async run() {
        const acknowledged: string[] = [];
        let next = 0;
        let killed = false;
        const lane = async () => {
          while (!killed && next < WRITES) {
            next += 1;
            const email = uniqueEmail('burst');
            const answer = await signUp(api.url, email).catch(() => null);
            if (answer?.status === 201) acknowledged.push(email);
          }
        };
        const lanes = Array.from({ length: AT_ONCE }, lane);
        await sleep(150 + Math.floor(Math.random() * 1200));
        killed = true;
        await api.crash();
        await Promise.all(lanes);

        api = await startApi(env);
        const file = join(dataDir, 'app.db');
        const integrity = integrityCheck(file);
        const emails = new Set(
          readSqlite(file, (db) => db.prepare('SELECT email FROM users').all() as { email: string }[]).map(
            (row) => row.email.toLowerCase(),
          ),
        );
        const missing = acknowledged.filter((email) => !emails.has(email.toLowerCase()));
        if (integrity !== 'ok') return lost(`integrity_check: ${integrity.slice(0, 120)}`);
        if (missing.length > 0) return lost(`${missing.length} acknowledged sign-up(s) missing`);
        return survived();
      },
      teardown: () => api.stop(),
    };
  },
};
