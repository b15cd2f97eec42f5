import { createAuditJournal } from './audit';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DbHandle } from './db/create-db';
import { createMessaging } from './messaging/create-messaging';
import { createRegistry } from './registry/create-registry';
import { createDocumentStorage } from './storage/create-document-storage';
import type { AppDeps } from './types';

/**
 * Builds every dependency the services use from the configuration. server.ts and the tests
 * both call it, so the API under test is wired exactly as in production.
 * Each module adds its own line here (storage, senders, registry...).
 */
export async function createDeps(
  config: AppConfig,
  handle: DbHandle,
  clock: Clock,
  /** The API's log, told which part speaks. */
  options: { log?: (component: 'registry' | 'messaging', message: string) => void } = {},
): Promise<AppDeps> {
  const messaging = createMessaging({
    db: handle.db,
    clock,
    config,
    log: (message) => options.log?.('messaging', message),
  });
  const storage = createDocumentStorage(config);
  const registry = createRegistry(config, handle, {
    log: (message) => options.log?.('registry', message),
  });
  const audit = createAuditJournal({ db: handle.db, clock, config });
  // Each start anchors the journal's head outside the database (docs/audit-journal.md): a start that
  // cannot write its checkpoint stops here rather than run with a journal nobody can vouch for.
  await audit.checkpoint('start');
  return { config, db: handle.db, engine: handle.engine, clock, messaging, storage, registry, audit };
}
