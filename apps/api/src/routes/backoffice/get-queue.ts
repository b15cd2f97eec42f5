import { QueueParamsSchema } from '@app/domain';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** A queue's items in one state (open, claimed, done), oldest first, by pages. */
export default async function getBackofficeQueue(app: App) {
  app.get(
    '/backoffice/queues/:queue',
    {
      schema: {
        tags: ['backoffice'],
        params: QueueParamsSchema,
        querystring: queryFor('GET /backoffice/queues/{queue}'),
        response: replyFor('GET /backoffice/queues/{queue}'),
      },
    },
    async (request) => app.services.backofficeQueues.list(request.params.queue, request.query),
  );
}
