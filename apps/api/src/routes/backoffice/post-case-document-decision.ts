import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * A reviewer's decision on one document of the case: accepted, rejected with a reason, or asked
 * again with a message to the customer (the case then waits for documents and the customer is
 * e-mailed). 201 with the case's status.
 */
export default async function postBackofficeCaseDocumentDecision(app: App) {
  app.post(
    '/backoffice/cases/:caseId/documents/:documentId/decisions',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema, documentId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/documents/{documentId}/decisions'),
        response: replyFor('POST /backoffice/cases/{caseId}/documents/{documentId}/decisions'),
      },
    },
    async (request, reply) => {
      const acting = { ...actingOn(request, request.params.caseId), documentId: request.params.documentId };
      return reply.status(201).send(await app.services.decisions.decideDocument(acting, request.body));
    },
  );
}
