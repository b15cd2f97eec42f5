import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * POST /companies/{companyId}/application/asked-documents/{requestId}/documents (multipart field
 * `files`): a document the bank asked for, added to the company's documents. 201 with them.
 */
export default async function postAskedDocument(app: App) {
  app.post(
    '/companies/:companyId/application/asked-documents/:requestId/documents',
    {
      // The journey is complete by then: authentication only, not requireOpenJourney.
      preHandler: app.authenticate,
      schema: {
        tags: ['application', 'documents'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: z.object({ companyId: IdSchema, requestId: IdSchema }),
        response: replyFor('POST /companies/{companyId}/application/asked-documents/{requestId}/documents'),
      },
    },
    async (request, reply) => {
      const rows = await app.services.risk.sendAskedDocument(request, {
        companyId: request.params.companyId,
        requestId: request.params.requestId,
        userId: signedInUserId(request),
      });
      return reply.status(201).send(app.services.documents.replies(rows));
    },
  );
}
