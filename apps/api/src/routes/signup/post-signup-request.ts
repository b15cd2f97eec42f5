import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';

/**
 * POST /signup/request: a signed-in person starts another opening (one login, several
 * companies). The new request is theirs at once; the client names it (x-signup-request-id) on
 * the company step, which saves the company of this opening and of no other.
 */
export default async function postSignupRequest(app: App) {
  app.post(
    '/signup/request',
    {
      // Open to a person whose earlier opening is complete: this one is a new journey.
      preHandler: app.authenticate,
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        response: replyFor('POST /signup/request'),
      },
    },
    async (request, reply) => {
      const created = await app.services.signupRequests.startAnother(signedInUserId(request));
      return reply.status(201).send(created);
    },
  );
}
