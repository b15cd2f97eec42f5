import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { signedInUserId } from '../../signed-in-user';
import { MandateBodySchema } from './mandate-body';
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
        body: MandateBodySchema,
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
