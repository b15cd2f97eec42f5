import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** A supervisor withdraws (or a second one refuses) the action proposed on a held transfer: it stays held. */
export default async function postBackofficeDepositTransferDecline(app: App) {
  app.post(
    '/backoffice/cases/:caseId/capital-deposit/transfers/:transferId/decline',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema, transferId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/decline'),
      },
    },
    async (request) =>
      app.services.capitalDeposits.declineOnHeld(
        actingOn(request, request.params.caseId),
        request.params.transferId,
      ),
  );
}
