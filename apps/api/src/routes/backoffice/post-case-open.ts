import { z } from 'zod';

import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Opens the account (supervisor, never its own reviewer): a signup once its first transfer is accepted, an enrollment once registered. */
export default async function postBackofficeCaseOpen(app: App) {
  app.post(
    '/backoffice/cases/:caseId/open',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/open'),
      },
    },
    async (request) => app.services.decisions.open(actingOn(request, request.params.caseId)),
  );
}
