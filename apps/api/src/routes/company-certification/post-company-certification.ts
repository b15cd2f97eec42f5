import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** POST /company-certification/{companyId}: records the company's client status (spec §3). */
export default async function postCompanyCertification(app: App) {
  app.post(
    '/company-certification/:companyId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['companies'],
        params: z.object({ companyId: IdSchema }),
        body: bodyFor('POST /company-certification/{companyId}'),
        response: replyFor('POST /company-certification/{companyId}'),
      },
    },
    async (request) => {
      const status = await app.services.companies.certify(
        request.params.companyId,
        signedInUserId(request),
        request.body?.is_active_non_financial_entity,
      );
      return { client_status: status };
    },
  );
}
