import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { RoleGrantParamsSchema } from './operator-params';

/** Confirms another administrator's role proposal (four-eyes): the role changes; journaled. */
export default async function postBackofficeOperatorRoleGrantConfirm(app: App) {
  app.post(
    '/backoffice/operators/:operatorId/role-grants/:grantId/confirm',
    {
      schema: {
        tags: ['backoffice'],
        params: RoleGrantParamsSchema,
        response: replyFor('POST /backoffice/operators/{operatorId}/role-grants/{grantId}/confirm'),
      },
    },
    async (request) =>
      app.services.operatorAdmin.confirmRole({
        administrator: signedInOperator(request),
        operatorId: request.params.operatorId,
        grantId: request.params.grantId,
        requestId: request.id,
      }),
  );
}
