import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** The customer's "my application" page: status, history in plain words, documents asked again. */
export default async function getApplication(app: App) {
  app.get(
    '/companies/:companyId/application',
    {
      // Read after the journey is complete: authentication only.
      preHandler: app.authenticate,
      schema: {
        tags: ['application'],
        security: [{ bearer: [] }],
        params: z.object({ companyId: IdSchema }),
        response: replyFor('GET /companies/{companyId}/application'),
      },
    },
    async (request) =>
      app.services.application.get(request.params.companyId, signedInUserId(request), request.locale),
  );
}
