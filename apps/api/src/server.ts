import cluster from 'node:cluster';
import { runApiProcess } from './api-process';
import { runClusterPrimary } from './cluster-primary';
import { loadConfig } from './config';

const config = loadConfig();

if (cluster.isWorker) {
  // The primary migrated and prepared the shared keys before forking.
  await runApiProcess(config, { migrate: false });
} else if (config.workers > 1) {
  await runClusterPrimary(config);
} else {
  await runApiProcess(config, { migrate: true });
}
