import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { InvitationProposalParamsSchema } from './operator-params';

/** Confirms another administrator's invitation proposal (four-eyes): the link is e-mailed then; journaled. */
export default async function postBackofficeInvitationProposalConfirm(app: App) {
  app.post(
    '/backoffice/operators/invitation-proposals/:proposalId/confirm',
    {
      schema: {
        tags: ['backoffice'],
        params: InvitationProposalParamsSchema,
        response: replyFor('POST /backoffice/operators/invitation-proposals/{proposalId}/confirm'),
      },
    },
    async (request) =>
      app.services.operatorInvitations.confirmProposal({
        administrator: signedInOperator(request),
        proposalId: request.params.proposalId,
        requestId: request.id,
      }),
  );
}
