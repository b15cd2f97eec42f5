import { z } from 'zod';
import { optionalUserId } from '../../modules/auth/optional-user';
import { createSignupRequestService } from '../../modules/signup-requests/signup-request.service';
import { SignupRequestViewSchema } from '../../modules/signup-requests/signup-request.view';
import type { App } from '../../types';
import { SignupRequestParamsSchema } from './signup-request-params';

/**
 * A signup request by its uuid (home page ?signup-request=). Anyone holding the uuid sees its
 * status and, while no account has taken it, the prefilled fields; `error` is true when it can
 * no longer be resumed. Status processing sends the client to the login.
 */
export default async function getSignupRequest(app: App) {
  const requests = createSignupRequestService(app.deps);
  app.get(
    '/signup/request/:uuid',
    {
      schema: {
        tags: ['signup-request'],
        params: SignupRequestParamsSchema,
        response: { 200: z.object({ error: z.boolean(), data: SignupRequestViewSchema }) },
      },
    },
    async (request) => requests.read(request.params.uuid, await optionalUserId(app.deps, request)),
  );
}
