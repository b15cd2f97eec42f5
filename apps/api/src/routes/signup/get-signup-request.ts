import { bearerToken } from '../../plugins/auth';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { SignupRequestParamsSchema } from './signup-request-params';

/**
 * A signup request by its uuid (home page ?signup-request=). Anyone holding the uuid sees its
 * status and, while no account has taken it, the prefilled fields; `error` is true when it can
 * no longer be resumed. Status processing sends the client to the login.
 */
export default async function getSignupRequest(app: App) {
  const { signupRequests, sessions } = app.services;
  app.get(
    '/signup/request/:uuid',
    {
      schema: {
        tags: ['signup-request'],
        params: SignupRequestParamsSchema,
        response: replyFor('GET /signup/request/{uuid}'),
      },
    },
    async (request) =>
      signupRequests.read(request.params.uuid, await sessions.userIdOf(bearerToken(request))),
  );
}
