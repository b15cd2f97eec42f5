import { createAuditJournal } from './audit';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DbHandle } from './db/create-db';
import { createMessaging } from './messaging/create-messaging';
import { createBacklogReader } from './observability/backlogs';
import { createErrorReporter } from './observability/error-reporting';
import { createMetrics } from './observability/metrics';
import { createRegistry } from './registry/create-registry';
import { createDocumentStorage } from './storage/create-document-storage';
import type { AppDeps } from './types';

/** A line of the registry's or the messaging's for the API's log. */
export type DepsLog = (
  component: 'registry' | 'messaging',
  message: string,
  context?: { level: 'info' | 'warn'; requestId: string | null },
) => void;

/**
 * Builds every dependency the services use from the configuration. server.ts and the tests
 * both call it, so the API under test is wired exactly as in production.
 * Each module adds its own line here (storage, senders, registry...).
 */
export async function createDeps(
  config: AppConfig,
  handle: DbHandle,
  clock: Clock,
  /** The API's log, told which part speaks (and, for a delivery, its level and causing request). */
  options: { log?: DepsLog } = {},
): Promise<AppDeps> {
  const messaging = createMessaging({
    db: handle.db,
    clock,
    config,
    log: (message, context) => options.log?.('messaging', message, context),
  });
  const storage = createDocumentStorage(config);
  const registry = createRegistry(config, handle, {
    log: (message) => options.log?.('registry', message),
  });
  const metrics = createMetrics({
    backlogs: createBacklogReader({ db: handle.db, engine: handle.engine, clock }),
    poolStats: handle.poolStats,
    processMetrics: config.metrics !== null,
  });
  const audit = createAuditJournal({ db: handle.db, clock, config });
  // Each start anchors the journal's head outside the database (docs/audit-journal.md): a start that
  // cannot write its checkpoint stops here rather than run with a journal nobody can vouch for.
  await audit.checkpoint('start');
  return {
    config,
    db: handle.db,
    engine: handle.engine,
    clock,
    messaging,
    storage,
    registry,
    metrics,
    errors: createErrorReporter({ dsn: config.errorReportingDsn, environment: config.env }),
    audit,
  };
}
