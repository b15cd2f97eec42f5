import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * A second supervisor confirms the release or the return another one proposed: it is carried out
 * and the applicant e-mailed. The supervisor who proposed it is refused (403).
 */
export default async function postBackofficeDepositTransferConfirm(app: App) {
  app.post(
    '/backoffice/cases/:caseId/capital-deposit/transfers/:transferId/confirm',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema, transferId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/confirm'),
      },
    },
    async (request) =>
      app.services.capitalDeposits.confirmOnHeld(
        actingOn(request, request.params.caseId),
        request.params.transferId,
      ),
  );
}
