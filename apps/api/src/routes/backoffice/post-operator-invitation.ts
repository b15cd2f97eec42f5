import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';

/**
 * Invites a new operator: a one-time link is e-mailed to them in the administrator's language, or,
 * for a supervisor or an administrator, proposed until a second administrator confirms; journaled.
 */
export default async function postBackofficeOperatorInvitation(app: App) {
  app.post(
    '/backoffice/operators/invitations',
    {
      schema: {
        tags: ['backoffice'],
        body: bodyFor('POST /backoffice/operators/invitations'),
        response: replyFor('POST /backoffice/operators/invitations'),
      },
    },
    async (request, reply) => {
      const invitation = await app.services.operatorInvitations.invite({
        administrator: signedInOperator(request),
        invitation: request.body,
        locale: request.locale,
        requestId: request.id,
      });
      return reply.status(201).send(invitation);
    },
  );
}
