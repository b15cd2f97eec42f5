import { ClientStatusSchema } from '@app/domain';
import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

const BodySchema = z.object({
  /** What the client computed; the server computes it again from the company's answer. */
  client_status: ClientStatusSchema.partial().optional(),
  is_active_non_financial_entity: z.boolean({ error: 'validation.yes_no_required' }).optional(),
});

/** POST /company-certification/{companyId}: records the company's client status (spec §3). */
export default async function postCompanyCertification(app: App) {
  app.post(
    '/company-certification/:companyId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['companies'],
        params: z.object({ companyId: IdSchema }),
        body: BodySchema.optional(),
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
