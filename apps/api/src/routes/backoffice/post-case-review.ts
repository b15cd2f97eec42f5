import { z } from 'zod';

import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Starts the review of a submitted opening (reviewer): it moves to under_review. */
export default async function postBackofficeCaseReview(app: App) {
  app.post(
    '/backoffice/cases/:caseId/review',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/review'),
      },
    },
    async (request) => app.services.decisions.startReview(actingOn(request, request.params.caseId)),
  );
}
