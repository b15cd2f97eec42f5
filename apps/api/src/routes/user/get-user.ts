import { UserViewSchema } from '../../modules/users/user.view';
import { userServiceFor } from '../../modules/users/user-service-for';
import type { App } from '../../types';

/**
 * The signed-in user. Answers a completed user too (complete: true), so the success page can
 * still show; the journey's write calls answer 302 instead.
 */
export default async function getUser(app: App) {
  const users = userServiceFor(app.deps);
  app.get(
    '/user',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: UserViewSchema } },
      preHandler: app.authenticate,
    },
    async (request) => users.get(request.auth?.userId ?? ''),
  );
}
