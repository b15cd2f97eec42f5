import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { InvitationProposalParamsSchema } from './operator-params';

/** Withdraws one's own invitation proposal, or declines another's: nothing is e-mailed; journaled. */
export default async function postBackofficeInvitationProposalDecline(app: App) {
  app.post(
    '/backoffice/operators/invitation-proposals/:proposalId/decline',
    {
      schema: {
        tags: ['backoffice'],
        params: InvitationProposalParamsSchema,
        response: replyFor('POST /backoffice/operators/invitation-proposals/{proposalId}/decline'),
      },
    },
    async (request) =>
      app.services.operatorInvitations.declineProposal({
        administrator: signedInOperator(request),
        proposalId: request.params.proposalId,
        requestId: request.id,
      }),
  );
}
