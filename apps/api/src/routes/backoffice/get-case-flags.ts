import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/** A case's flags, each with what explains it (the person, the transfer, the other openings matched). */
export default async function getBackofficeCaseFlags(app: App) {
  app.get(
    '/backoffice/cases/:caseId/flags',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}/flags'),
      },
    },
    async (request) => app.services.openingFlags.explained(request.params.caseId),
  );
}
