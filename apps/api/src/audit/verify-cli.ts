import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { verifyChain } from './verify-chain';

// npm run audit:verify: checks the whole journal; exit code 0 when intact, 1 when broken.
const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const result = await verifyChain(handle.db);
  if (result.ok) {
    console.info(`Audit journal intact: ${result.checked} entries checked.`);
  } else {
    const broken = result.firstBroken;
    console.error(
      `Audit journal BROKEN at entry #${broken?.sequence} (${broken?.id}): ${broken?.reason}. ` +
        `${result.checked} entries before it are intact.`,
    );
    process.exitCode = 1;
  }
} finally {
  await handle.destroy();
}
