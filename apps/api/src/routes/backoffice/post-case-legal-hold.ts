import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Puts the bank's legal hold on a case (supervisor), with why. */
export default async function postBackofficeCaseLegalHold(app: App) {
  app.post(
    '/backoffice/cases/:caseId/legal-hold',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/legal-hold'),
        response: replyFor('POST /backoffice/cases/{caseId}/legal-hold'),
      },
    },
    async (request) =>
      app.services.legalHolds.set({
        ...actingOn(request, request.params.caseId),
        reason: request.body.reason,
      }),
  );
}
