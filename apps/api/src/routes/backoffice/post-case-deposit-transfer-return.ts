import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * A supervisor proposes to return a held transfer to its payer, with why: the money goes back to
 * the payer's IBAN only once a second supervisor confirms it.
 */
export default async function postBackofficeDepositTransferReturn(app: App) {
  app.post(
    '/backoffice/cases/:caseId/capital-deposit/transfers/:transferId/return',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema, transferId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/return'),
        response: replyFor('POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/return'),
      },
    },
    async (request) =>
      app.services.capitalDeposits.proposeOnHeld(
        actingOn(request, request.params.caseId),
        request.params.transferId,
        {
          action: 'return',
          note: request.body.note,
        },
      ),
  );
}
