import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * GET /companies/{id}/validate-representatives: 200 {valid: true}, or 422 with per-person
 * messages (prefixed with the person's name) in `messages` and by field in `fields`.
 * `certified=true`: the list's certification box was ticked; a valid list records it with its
 * time (the spec's submit of the list is this one call), and the terms require it.
 */
export default async function getValidateRepresentatives(app: App) {
  app.get(
    '/companies/:companyId/validate-representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: z.object({ companyId: IdSchema }),
        querystring: queryFor('GET /companies/{companyId}/validate-representatives'),
        response: replyFor('GET /companies/{companyId}/validate-representatives'),
      },
    },
    async (request) =>
      app.services.people.validate(request.params.companyId, signedInUserId(request), {
        certified: request.query.certified === 'true',
      }),
  );
}
