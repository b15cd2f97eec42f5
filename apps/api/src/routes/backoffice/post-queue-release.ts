import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { QueueItemParamsSchema } from './queue-item-params';

/** Hands a queue item back to its queue (its holder, or a supervisor); journaled. */
export default async function postBackofficeQueueRelease(app: App) {
  app.post(
    '/backoffice/queues/:queue/:itemId/release',
    {
      schema: {
        tags: ['backoffice'],
        params: QueueItemParamsSchema,
        response: replyFor('POST /backoffice/queues/{queue}/{itemId}/release'),
      },
    },
    async (request) =>
      app.services.backofficeQueues.release({
        operator: signedInOperator(request),
        queue: request.params.queue,
        itemId: request.params.itemId,
        requestId: request.id,
      }),
  );
}
