import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';

/** Invites a new operator: a one-time link is e-mailed to them; journaled. */
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
        requestId: request.id,
      });
      return reply.status(201).send(invitation);
    },
  );
}
