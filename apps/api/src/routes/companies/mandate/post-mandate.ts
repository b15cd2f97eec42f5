import { z } from 'zod';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { bodyFor } from '../../request-schemas';
import { IdSchema, signedInUserId } from '../../signed-in-user';

/** POST /companies/{id}/mandate: a company as shareholder or mandatary. */
export default async function postMandate(app: App) {
  app.post(
    '/companies/:companyId/mandate',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: z.object({ companyId: IdSchema }),
        body: bodyFor('POST /companies/{companyId}/mandate'),
        response: replyFor('POST /companies/{companyId}/mandate'),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const created = await app.services.people.mandates.create(
        companyId,
        signedInUserId(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
}
