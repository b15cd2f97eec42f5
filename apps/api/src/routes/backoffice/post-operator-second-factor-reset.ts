import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { OperatorParamsSchema } from './operator-params';

/** Resets an operator's second factor: their sessions end, a link to enrol again is e-mailed. */
export default async function postBackofficeOperatorSecondFactorReset(app: App) {
  app.post(
    '/backoffice/operators/:operatorId/second-factor-reset',
    {
      schema: {
        tags: ['backoffice'],
        params: OperatorParamsSchema,
        response: replyFor('POST /backoffice/operators/{operatorId}/second-factor-reset'),
      },
    },
    async (request) =>
      app.services.operatorInvitations.resetSecondFactor({
        administrator: signedInOperator(request),
        operatorId: request.params.operatorId,
        locale: request.locale,
        requestId: request.id,
      }),
  );
}
