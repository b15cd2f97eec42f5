import cluster from 'node:cluster';
import { buildApp } from './app';
import { startAuditCheckpoints } from './audit';
import { clockFromConfig } from './clock';
import type { AppConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { createDeps, type DepsLog } from './deps';
import { passwordScoring } from './modules/auth/password-score-pool';
import { startRetentionWorker } from './modules/data-rights/retention-worker';
import { sweepOrphanDocuments } from './modules/documents/orphan-sweep';
import { startStatusReportWorker } from './modules/status-reports/status-report-worker';
import { answerClusterScrapes } from './observability/cluster-metrics';
import { apiLoggerOptions } from './observability/logger';
import { startMetricsServer } from './observability/metrics-server';
import { createWorkerWatch } from './observability/workers';

const STATUS_REPORTS_WORKER = 'status-reports';

/**
 * One API process: builds the app and listens until SIGINT or SIGTERM. Under the cluster
 * primary the schema is already migrated and several of these share the port.
 */
export async function runApiProcess(config: AppConfig, options: { migrate: boolean }): Promise<void> {
  const handle = createDb(config.databaseUrl);
  if (options.migrate) await migrateToLatest(handle.db);

  // The register's failures are answered without a 500, and undelivered messages wait in the
  // outbox: both still reach the API's log, a delivery with the id of the request that caused it.
  let log: DepsLog | undefined;
  const deps = await createDeps(config, handle, clockFromConfig(config), {
    log: (component, message, context) => log?.(component, message, context),
  });
  const workers = createWorkerWatch();
  workers.expect(STATUS_REPORTS_WORKER);
  const app = await buildApp(deps, {
    logger: apiLoggerOptions({ level: config.logLevel, format: config.logFormat }),
    workers,
  });

  log = (component, message, context) =>
    app.log[context?.level ?? 'warn']({ component, reqId: context?.requestId ?? undefined }, message);

  // Metrics: on their own port (a lone process), or added up by the cluster's primary, which
  // asks every process for its registry.
  let stopMetrics = async () => {};
  if (config.metrics && cluster.isWorker) {
    answerClusterScrapes(deps.metrics.registry);
  } else if (config.metrics) {
    const { registry } = deps.metrics;
    const listener = await startMetricsServer(
      config.metrics,
      async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
      (error) => app.log.error({ component: 'metrics', err: error }, 'metrics not collected'),
    );
    app.log.info({ component: 'metrics', port: listener.port }, 'metrics served');
    stopMetrics = () => listener.close();
  }

  let stopReports = async () => {};
  let stopCheckpoints = async () => {};
  let stopRetention = async () => {};
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopReports();
    await stopRetention();
    await stopMetrics();
    await stopCheckpoints();
    await app.close();
    await handle.destroy();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // A lone process on its own documents folder has no upload in flight before it listens: what a
  // kill left there goes at once. Elsewhere (cluster workers, a bucket shared by several hosts)
  // only what is older than any upload goes, after listening.
  if (options.migrate && config.documentStorage.kind === 'local') {
    const swept = await sweepOrphanDocuments({ ...deps, graceMs: 0 });
    app.log.info({ component: 'documents', ...swept }, 'interrupted uploads swept');
  }

  // The sign-up's strength checker is ready before the first customer arrives.
  passwordScoring();
  await app.listen({ host: config.host, port: config.port });

  // The insurer's status reports: every API process delivers (leases keep them from clashing).
  const delivery = app.services.statusReportDelivery;
  const reports = startStatusReportWorker(
    {
      ...delivery,
      deliverDue: (told) => workers.sweep(STATUS_REPORTS_WORKER, () => delivery.deliverDue(told)),
    },
    {
      intervalMs: config.statusReports.intervalMs,
      log: (error) =>
        app.log.error({ component: 'status-reports', err: error }, 'status reports not delivered'),
      attempted: (attempt) =>
        app.log[attempt.outcome === 'delivered' || attempt.outcome === 'skipped' ? 'info' : 'warn'](
          { component: 'status-reports', reqId: attempt.requestId ?? undefined },
          `status report ${attempt.reportId} (${attempt.type}) ${attempt.outcome} (attempt ${attempt.attempts})${attempt.error ? `: ${attempt.error}` : ''}`,
        ),
    },
  );
  workers.started(STATUS_REPORTS_WORKER, config.statusReports.intervalMs);
  stopReports = async () => {
    workers.stopped(STATUS_REPORTS_WORKER);
    await reports.stop();
  };

  // The audit journal's head, anchored outside the database every few entries or minutes (and at stop).
  const checkpoints = startAuditCheckpoints(deps.audit, {
    everyMs: config.audit.checkpointEveryMs,
    log: (error) => app.log.error({ component: 'audit', err: error }, 'audit checkpoint not written'),
  });
  stopCheckpoints = () => checkpoints.stop();

  // The scheduled retention: every process ticks, the job's lease lets one of them run at a time.
  const retention = startRetentionWorker(app.services.retention, {
    intervalMs: config.retention.intervalMs,
    log: (error) => app.log.error({ component: 'retention', err: error }, 'retention not run'),
    ran: (run) => app.log.info({ component: 'retention', ...run }, 'retention run'),
  });
  stopRetention = () => retention.stop();

  // A rescreen of the base stopped by a crash goes on from its last page (in the process that
  // migrates only, so that a cluster's workers do not screen the same people side by side).
  if (options.migrate) {
    app.services.screening
      .unfinishedRescreen()
      .then(async (run) => {
        if (!run) return;
        const done = await app.services.screening.rescreenBase();
        app.log.info(
          { component: 'screening', run: done.id, done: done.done, hits: done.hits },
          'rescreen finished',
        );
      })
      .catch((error: unknown) =>
        app.log.error({ component: 'screening', err: error }, 'rescreen not finished'),
      );
  }

  sweepOrphanDocuments(deps).then(
    (swept) => app.log.info({ component: 'documents', ...swept }, 'interrupted uploads swept'),
    (error) => app.log.error({ component: 'documents', err: error }, 'interrupted uploads not swept'),
  );
}
