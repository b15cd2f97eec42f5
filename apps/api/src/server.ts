import cluster from 'node:cluster';
import { runApiProcess } from './api-process';
import { runClusterPrimary } from './cluster-primary';
import { checkProductionStart, loadConfig } from './config';

const config = (() => {
  try {
    const loaded = loadConfig();
    checkProductionStart();
    return loaded;
  } catch (error) {
    // One readable message naming every setting to fix, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();

if (cluster.isWorker) {
  // The primary migrated and prepared the shared keys before forking.
  await runApiProcess(config, { migrate: false });
} else if (config.workers > 1) {
  await runClusterPrimary(config);
} else {
  await runApiProcess(config, { migrate: true });
}
