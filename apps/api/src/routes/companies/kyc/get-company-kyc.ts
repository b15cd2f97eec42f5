import { z } from 'zod';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { IdSchema, signedInUserId } from '../../signed-in-user';
import { KycVersionQuerySchema } from './kyc.schemas';

/** GET /companies/{id}/kyc?version=3: the answers saved for the user's company. */
export default async function getCompanyKyc(app: App) {
  app.get(
    '/companies/:companyId/kyc',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['kyc'],
        params: z.object({ companyId: IdSchema }),
        querystring: KycVersionQuerySchema,
        response: replyFor('GET /companies/{companyId}/kyc'),
      },
    },
    async (request) => app.services.kyc.answers(request.params.companyId, signedInUserId(request)),
  );
}
