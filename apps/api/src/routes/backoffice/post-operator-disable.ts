import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { OperatorParamsSchema } from './operator-params';

/** Disables an operator: their open sessions end at once; journaled. */
export default async function postBackofficeOperatorDisable(app: App) {
  app.post(
    '/backoffice/operators/:operatorId/disable',
    {
      schema: {
        tags: ['backoffice'],
        params: OperatorParamsSchema,
        response: replyFor('POST /backoffice/operators/{operatorId}/disable'),
      },
    },
    async (request) =>
      app.services.operatorAdmin.disable({
        administrator: signedInOperator(request),
        operatorId: request.params.operatorId,
        requestId: request.id,
      }),
  );
}
