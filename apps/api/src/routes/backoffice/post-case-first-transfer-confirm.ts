import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * A second supervisor confirms a first transfer another one typed in from the bank's statement:
 * it counts toward opening from then on. The operator who typed it in is refused (403).
 */
export default async function postBackofficeCaseFirstTransferConfirm(app: App) {
  app.post(
    '/backoffice/cases/:caseId/first-transfers/:transferId/confirm',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema, transferId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/first-transfers/{transferId}/confirm'),
      },
    },
    async (request) =>
      app.services.decisions.confirmFirstTransfer({
        ...actingOn(request, request.params.caseId),
        transferId: request.params.transferId,
      }),
  );
}
