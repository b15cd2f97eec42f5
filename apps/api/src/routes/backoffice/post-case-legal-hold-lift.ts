import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Lifts the case's legal hold (supervisor), with why. */
export default async function postBackofficeCaseLegalHoldLift(app: App) {
  app.post(
    '/backoffice/cases/:caseId/legal-hold/lift',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/legal-hold/lift'),
        response: replyFor('POST /backoffice/cases/{caseId}/legal-hold/lift'),
      },
    },
    async (request) =>
      app.services.legalHolds.lift({
        ...actingOn(request, request.params.caseId),
        reason: request.body.reason,
      }),
  );
}
