import { z } from 'zod';

import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Approves a reviewed opening (supervisor, never its own reviewer): a signup awaits its first transfer, an enrollment goes on with its deposit. */
export default async function postBackofficeCaseApprove(app: App) {
  app.post(
    '/backoffice/cases/:caseId/approve',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/approve'),
      },
    },
    async (request) => app.services.decisions.approve(actingOn(request, request.params.caseId)),
  );
}
