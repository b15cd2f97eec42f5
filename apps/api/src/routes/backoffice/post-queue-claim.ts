import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { QueueItemParamsSchema } from './queue-item-params';

/** Takes a queue item (409 when another operator holds it or it is done); journaled. */
export default async function postBackofficeQueueClaim(app: App) {
  app.post(
    '/backoffice/queues/:queue/:itemId/claim',
    {
      schema: {
        tags: ['backoffice'],
        params: QueueItemParamsSchema,
        response: replyFor('POST /backoffice/queues/{queue}/{itemId}/claim'),
      },
    },
    async (request) =>
      app.services.backofficeQueues.claim({
        operator: signedInOperator(request),
        queue: request.params.queue,
        itemId: request.params.itemId,
        requestId: request.id,
      }),
  );
}
