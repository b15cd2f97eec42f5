import type { App } from '../../types';
import getOutbox from './get-outbox';

/** Developer tools, never in production. */
export async function devRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  if (config.env !== 'production' && config.mail.transport === 'outbox') await app.register(getOutbox);
}
