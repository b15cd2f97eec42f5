import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';
import { QueueItemParamsSchema } from './queue-item-params';

/** Closes the queue item the operator holds, with a note of what was done; journaled. */
export default async function postBackofficeQueueDone(app: App) {
  app.post(
    '/backoffice/queues/:queue/:itemId/done',
    {
      schema: {
        tags: ['backoffice'],
        params: QueueItemParamsSchema,
        body: bodyFor('POST /backoffice/queues/{queue}/{itemId}/done'),
        response: replyFor('POST /backoffice/queues/{queue}/{itemId}/done'),
      },
    },
    async (request) =>
      app.services.backofficeQueues.done(
        {
          operator: signedInOperator(request),
          queue: request.params.queue,
          itemId: request.params.itemId,
          requestId: request.id,
        },
        request.body.note,
      ),
  );
}
