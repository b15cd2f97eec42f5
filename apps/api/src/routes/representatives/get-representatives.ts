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
    async (request, reply) => {
      // The reply is checked against its schema and written when built (reply.serialize, the
      // route's own serializer); a kept one is sent as written then.
      const body = await app.services.people.listReply(
        request.query.companyId,
        signedInUserId(request),
        (entries) => String(reply.serialize(entries)),
      );
      // A string with a JSON content type goes out as it is (the typed send expects the entries).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}
