import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * A supervisor records a signup's first transfer from the bank's statement: 201 with the record,
 * accepted (at least 50 €, SEPA, the company's name) or held with the reason.
 */
export default async function postBackofficeCaseFirstTransfer(app: App) {
  app.post(
    '/backoffice/cases/:caseId/first-transfers',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/first-transfers'),
        response: replyFor('POST /backoffice/cases/{caseId}/first-transfers'),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.services.decisions.recordFirstTransfer(
            actingOn(request, request.params.caseId),
            request.body,
          ),
        ),
  );
}
