import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';

/** GET /representatives?companyId: people and company mandates, with percentages and capital per holder. */
export default async function getRepresentatives(app: App) {
  app.get(
    '/representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        querystring: z.object({ companyId: z.string({ error: 'validation.required' }).max(64) }),
        response: replyFor('GET /representatives'),
      },
    },
    async (request) => app.services.people.list(request.query.companyId, signedInUserId(request)),
  );
}
