import { loadConfig } from '../config';
import { createDb, type DbHandle } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { checkAuditJournal } from './audit-check';

// npm run audit:verify: checks the whole journal against its keys and checkpoints (docs/audit-journal.md);
// exit code 0 when intact, 1 when broken, 2 when it could not check.
let handle: DbHandle | undefined;
try {
  const config = loadConfig();
  handle = createDb(config.databaseUrl);
  await migrateToLatest(handle.db);
  const { check, lines } = await checkAuditJournal(config, handle.db);
  for (const line of lines) (check.ok ? console.info : console.error)(line);
  process.exitCode = check.ok ? 0 : 1;
} catch (error) {
  console.error(`Audit journal not checked: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await handle?.destroy();
}
