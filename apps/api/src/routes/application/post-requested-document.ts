import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * POST /companies/{companyId}/application/requests/{requestId}/documents (multipart field
 * `files`): the document the bank asked for again. It replaces the slot's files; once every
 * requested document is sent the case returns to review. 201 with the documents stored.
 */
export default async function postRequestedDocument(app: App) {
  app.post(
    '/companies/:companyId/application/requests/:requestId/documents',
    {
      // The journey is complete by then: authentication only, not requireOpenJourney.
      preHandler: app.authenticate,
      schema: {
        tags: ['application', 'documents'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: z.object({ companyId: IdSchema, requestId: IdSchema }),
        response: replyFor('POST /companies/{companyId}/application/requests/{requestId}/documents'),
      },
    },
    async (request, reply) => {
      const rows = await app.services.application.resend(request, {
        companyId: request.params.companyId,
        requestId: request.params.requestId,
        userId: signedInUserId(request),
      });
      return reply.status(201).send(app.services.documents.replies(rows));
    },
  );
}
