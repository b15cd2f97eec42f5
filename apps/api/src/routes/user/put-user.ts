import { AccountUpdateSchema } from '@app/domain';
import { UserViewSchema } from '../../modules/users/user.view';
import { userServiceFor } from '../../modules/users/user-service-for';
import type { App } from '../../types';

/** Account update: identity fields only (e-mail and password are not changed here). */
export default async function putUser(app: App) {
  const users = userServiceFor(app.deps);
  app.put(
    '/user',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: AccountUpdateSchema,
        response: { 200: UserViewSchema },
      },
      preHandler: app.requireOpenJourney,
    },
    async (request) => users.update(request.auth?.userId ?? '', request.body),
  );
}
