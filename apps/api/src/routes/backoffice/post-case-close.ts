import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Closes an open account (supervisor), with why in the journal. */
export default async function postBackofficeCaseClose(app: App) {
  app.post(
    '/backoffice/cases/:caseId/close',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/close'),
        response: replyFor('POST /backoffice/cases/{caseId}/close'),
      },
    },
    async (request) => app.services.decisions.close(actingOn(request, request.params.caseId), request.body),
  );
}
