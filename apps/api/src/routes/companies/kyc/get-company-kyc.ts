import { z } from 'zod';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { queryFor } from '../../request-schemas';
import { IdSchema, signedInUserId } from '../../signed-in-user';

/** GET /companies/{id}/kyc?version=3: the answers saved for the user's company. */
export default async function getCompanyKyc(app: App) {
  app.get(
    '/companies/:companyId/kyc',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['kyc'],
        params: z.object({ companyId: IdSchema }),
        querystring: queryFor('GET /companies/{companyId}/kyc'),
        response: replyFor('GET /companies/{companyId}/kyc'),
      },
    },
    async (request) => app.services.kyc.answers(request.params.companyId, signedInUserId(request)),
  );
}
