import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { signedInUserId } from '../signed-in-user';

/** GET /representatives?companyId: people and company mandates, with percentages and capital per holder. */
export default async function getRepresentatives(app: App) {
  app.get(
    '/representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        querystring: queryFor('GET /representatives'),
        response: replyFor('GET /representatives'),
      },
    },
    async (request) => app.services.people.list(request.query.companyId, signedInUserId(request)),
  );
}
