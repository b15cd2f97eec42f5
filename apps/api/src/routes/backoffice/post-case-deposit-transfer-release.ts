import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * A supervisor proposes to release a held transfer to its shareholder, with why: it counts only
 * once a second supervisor confirms it.
 */
export default async function postBackofficeDepositTransferRelease(app: App) {
  app.post(
    '/backoffice/cases/:caseId/capital-deposit/transfers/:transferId/release',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema, transferId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/release'),
        response: replyFor('POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/release'),
      },
    },
    async (request) =>
      app.services.capitalDeposits.proposeOnHeld(
        actingOn(request, request.params.caseId),
        request.params.transferId,
        {
          action: 'release',
          note: request.body.note,
        },
      ),
  );
}
