import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * PUT /companies/{companyId}/capital-deposit/registration: the registered company as its Kbis
 * names it (SIREN, registered name), given with the Kbis once the certificate is issued and before
 * the Kbis is sent (409 otherwise). The journey is complete by then: authentication only.
 */
export default async function putRegistration(app: App) {
  app.put(
    '/companies/:companyId/capital-deposit/registration',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['capital deposit'],
        params: z.object({ companyId: IdSchema }),
        body: bodyFor('PUT /companies/{companyId}/capital-deposit/registration'),
        response: replyFor('PUT /companies/{companyId}/capital-deposit/registration'),
      },
    },
    async (request) =>
      app.services.capitalDeposits.register(request.params.companyId, signedInUserId(request), request.body),
  );
}
