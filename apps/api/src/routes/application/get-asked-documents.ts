import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** The documents the bank asks the customer for (enhanced due diligence), with what to send. */
export default async function getAskedDocuments(app: App) {
  app.get(
    '/companies/:companyId/application/asked-documents',
    {
      // Read after the journey is complete: authentication only.
      preHandler: app.authenticate,
      schema: {
        tags: ['application'],
        security: [{ bearer: [] }],
        params: z.object({ companyId: IdSchema }),
        response: replyFor('GET /companies/{companyId}/application/asked-documents'),
      },
    },
    async (request) =>
      app.services.risk.askedDocuments(request.params.companyId, signedInUserId(request), request.locale),
  );
}
