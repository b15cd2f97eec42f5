import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

const ParamsSchema = z.object({ companyId: IdSchema });

/**
 * POST /companies/{companyId}/erasure: the customer asks for their opening to be erased; granted
 * at once when it was never submitted, else a 409 with the legal reason and the date of erasure.
 */
export default async function postErasure(app: App) {
  app.post(
    '/companies/:companyId/erasure',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['application'],
        security: [{ bearer: [] }],
        params: ParamsSchema,
        response: replyFor('POST /companies/{companyId}/erasure'),
      },
    },
    async (request) =>
      app.services.erasure.eraseOpening(
        request.params.companyId,
        signedInUserId(request),
        String(request.id),
        request.locale,
      ),
  );
}
