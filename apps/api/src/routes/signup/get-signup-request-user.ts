import { createSessionRepository } from '../../modules/auth/session.repository';
import { createSignupRequestService } from '../../modules/signup-requests/signup-request.service';
import { UserViewSchema } from '../../modules/users/user.view';
import { userServiceFor } from '../../modules/users/user-service-for';
import { bearerToken } from '../../plugins/auth';
import type { App } from '../../types';
import { SignupRequestParamsSchema } from './signup-request-params';

/**
 * The user of a signup request, with their token, to resume it. Only the request's own user,
 * signed in (by login, whose answer lists their requests), gets an answer: the token given back
 * is the one they came with, so no token is ever handed to someone who did not already hold it.
 * Anyone else gets 401 or 404.
 */
export default async function getSignupRequestUser(app: App) {
  const requests = createSignupRequestService(app.deps);
  const users = userServiceFor(app.deps);
  const sessions = createSessionRepository(app.deps.db);
  app.get(
    '/signup/request/:uuid/user',
    {
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        params: SignupRequestParamsSchema,
        response: { 200: UserViewSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userId = request.auth?.userId ?? '';
      await requests.owned(request.params.uuid, userId);
      const expiresAt = (await sessions.expiresAt(request.auth?.sessionId ?? '')) ?? '';
      return users.get(userId, { token: bearerToken(request) ?? '', expiresAt });
    },
  );
}
