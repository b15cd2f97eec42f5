import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { bodyFor } from '../../request-schemas';
import { signedInUserId } from '../../signed-in-user';
import { MandateParamsSchema } from './mandate-params';

/** PATCH /companies/{id}/mandate/{mandateId}: the given answers over the stored ones. */
export default async function patchMandate(app: App) {
  app.patch(
    '/companies/:companyId/mandate/:mandateId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: MandateParamsSchema,
        body: bodyFor('PATCH /companies/{companyId}/mandate/{mandateId}'),
        response: replyFor('PATCH /companies/{companyId}/mandate/{mandateId}'),
      },
    },
    async (request) =>
      app.services.people.mandates.update(
        request.params.companyId,
        request.params.mandateId,
        signedInUserId(request),
        request.body,
      ),
  );
}
