import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { requireBankFeedCredential } from './bank-feed-auth';

/**
 * POST /bank-feed/transfers: an incoming transfer from the bank's core system (service credential,
 * never a customer's token). 201 with what it did; a replay of the same transfer id, 200 with the
 * same answer (`replayed: true`); the same id with another body, 409. docs/capital-deposit.md.
 */
export default async function postTransfer(app: App) {
  app.post(
    '/bank-feed/transfers',
    {
      onRequest: requireBankFeedCredential(app),
      schema: {
        tags: ['bank feed'],
        security: [{ bankFeed: [] }],
        body: bodyFor('POST /bank-feed/transfers'),
        response: replyFor('POST /bank-feed/transfers'),
      },
    },
    async (request, reply) => {
      const { reply: answer, created } = await app.services.bankFeed.receive(request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
}
