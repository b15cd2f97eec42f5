import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The operators, with role, status, last sign-in and any role waiting for confirmation. */
export default async function getBackofficeOperators(app: App) {
  app.get(
    '/backoffice/operators',
    { schema: { tags: ['backoffice'], response: replyFor('GET /backoffice/operators') } },
    async () => app.services.operatorAdmin.list(),
  );
}
