import { bearerToken } from '../../plugins/auth';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';
import { SignupRequestParamsSchema } from './signup-request-params';

/**
 * The user of a signup request, with their token, to resume it. Only the request's own user,
 * signed in (by login, whose answer lists their requests), gets an answer: the token given back
 * is the one they came with, so no token is ever handed to someone who did not already hold it.
 * Anyone else gets 401 or 404.
 */
export default async function getSignupRequestUser(app: App) {
  const { signupRequests, users } = app.services;
  app.get(
    '/signup/request/:uuid/user',
    {
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        params: SignupRequestParamsSchema,
        response: replyFor('GET /signup/request/{uuid}/user'),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userId = signedInUserId(request);
      await signupRequests.owned(request.params.uuid, userId);
      return users.withSession(userId, bearerToken(request) ?? '');
    },
  );
}
