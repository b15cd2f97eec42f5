import { buildApp } from './app';
import { startAuditCheckpoints } from './audit';
import { clockFromConfig } from './clock';
import type { AppConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { createDeps } from './deps';
import { passwordScoring } from './modules/auth/password-score-pool';
import { sweepOrphanDocuments } from './modules/documents/orphan-sweep';
import { startStatusReportWorker } from './modules/status-reports/status-report-worker';

/**
 * One API process: builds the app and listens until SIGINT or SIGTERM. Under the cluster
 * primary the schema is already migrated and several of these share the port.
 */
export async function runApiProcess(config: AppConfig, options: { migrate: boolean }): Promise<void> {
  const handle = createDb(config.databaseUrl);
  if (options.migrate) await migrateToLatest(handle.db);

  // The register's failures are answered without a 500, and undelivered messages wait in the
  // outbox: both still reach the API's log.
  let log: ((component: 'registry' | 'messaging', message: string) => void) | undefined;
  const deps = await createDeps(config, handle, clockFromConfig(config), {
    log: (component, message) => log?.(component, message),
  });
  const app = await buildApp(deps, {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-app-check"]', 'req.headers.cookie'],
    },
  });

  log = (component, message) => app.log.warn({ component }, message);

  let stopReports = async () => {};
  let stopCheckpoints = async () => {};
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopReports();
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
  const reports = startStatusReportWorker(app.services.statusReportDelivery, {
    intervalMs: config.statusReports.intervalMs,
    log: (error) =>
      app.log.error({ component: 'status-reports', err: error }, 'status reports not delivered'),
  });
  stopReports = () => reports.stop();

  // The audit journal's head, anchored outside the database every few entries or minutes (and at stop).
  const checkpoints = startAuditCheckpoints(deps.audit, {
    everyMs: config.audit.checkpointEveryMs,
    log: (error) => app.log.error({ component: 'audit', err: error }, 'audit checkpoint not written'),
  });
  stopCheckpoints = () => checkpoints.stop();

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
