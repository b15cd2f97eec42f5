import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/** Refuses an opening (supervisor) with a reason code and an internal note; the customer's e-mail never names the reason. */
export default async function postBackofficeCaseRefuse(app: App) {
  app.post(
    '/backoffice/cases/:caseId/refuse',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/refuse'),
        response: replyFor('POST /backoffice/cases/{caseId}/refuse'),
      },
    },
    async (request) => app.services.decisions.refuse(actingOn(request, request.params.caseId), request.body),
  );
}
