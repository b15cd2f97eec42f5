import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { loadScaSecret } from './modules/sca/sca-secret';
import { clusterScraper } from './observability/cluster-metrics';
import { startMetricsServer } from './observability/metrics-server';
import { loadDocumentKey } from './storage/document-key';

/** A worker that dies this soon after starting counts as a failed start. */
const EARLY_EXIT_MS = 10_000;
const MAX_EARLY_EXITS = 5;

/**
 * Runs API_WORKERS processes on one port. Whatever they must share is settled here, once,
 * before any of them starts: the schema is migrated, the generated keys of the embedded
 * default exist on disk, and the app-check secret (random per process otherwise) is common,
 * so a proof-of-work challenge issued by one process is accepted by another.
 */
export async function runClusterPrimary(config: AppConfig): Promise<void> {
  const handle = createDb(config.databaseUrl);
  await migrateToLatest(handle.db);
  await handle.destroy();
  loadDocumentKey(config);
  loadScaSecret(config);

  const env = {
    APP_CHECK_SECRET: config.appCheck.secret ?? randomBytes(32).toString('base64url'),
  };
  let stopping = false;
  let earlyExits = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(env), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    // A worker that cannot start (bad configuration, port taken) would be restarted forever.
    if (earlyExits >= MAX_EARLY_EXITS) {
      console.error('API workers keep failing at start; stopping');
      process.exit(1);
    }
    fork();
  });

  // The metrics of every process, added up at each scrape (each process answers with its registry).
  const metrics = config.metrics
    ? await startMetricsServer(config.metrics, clusterScraper(), (error) =>
        console.error(`Metrics not collected: ${error instanceof Error ? error.message : error}`),
      )
    : null;

  const stop = () => {
    if (stopping) return;
    stopping = true;
    void metrics?.close();
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let index = 0; index < config.workers; index += 1) fork();
}
