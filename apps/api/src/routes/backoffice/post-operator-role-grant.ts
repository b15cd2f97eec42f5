import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';
import { OperatorParamsSchema } from './operator-params';

/** Proposes a new role for an operator; in force once another administrator confirms it. */
export default async function postBackofficeOperatorRoleGrant(app: App) {
  app.post(
    '/backoffice/operators/:operatorId/role-grants',
    {
      schema: {
        tags: ['backoffice'],
        params: OperatorParamsSchema,
        body: bodyFor('POST /backoffice/operators/{operatorId}/role-grants'),
        response: replyFor('POST /backoffice/operators/{operatorId}/role-grants'),
      },
    },
    async (request, reply) => {
      const operator = await app.services.operatorAdmin.proposeRole({
        administrator: signedInOperator(request),
        operatorId: request.params.operatorId,
        role: request.body.role,
        requestId: request.id,
      });
      return reply.status(201).send(operator);
    },
  );
}
