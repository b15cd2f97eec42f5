// Runs read-only SQL on the register in a worker thread, so a slow query never holds the API's
// event loop. Plain JavaScript: a worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 2000');
db.pragma('cache_size = -32768');
const statements = new Map();

parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
