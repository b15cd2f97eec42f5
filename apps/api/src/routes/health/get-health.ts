import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

export default async function getHealth(app: App) {
  app.get('/health', { schema: { tags: ['system'], response: replyFor('GET /health') } }, async () =>
    app.services.health.check(),
  );
}
