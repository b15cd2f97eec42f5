import type { App } from '../../../types';
import { signedInUserId } from '../../signed-in-user';
import { MandateParamsSchema } from './mandate-params';

/** DELETE /companies/{id}/mandate/{mandateId} */
export default async function deleteMandate(app: App) {
  app.delete(
    '/companies/:companyId/mandate/:mandateId',
    {
      preHandler: app.requireOpenJourney,
      schema: { tags: ['representatives'], params: MandateParamsSchema },
    },
    async (request, reply) => {
      await app.services.people.mandates.remove(
        request.params.companyId,
        request.params.mandateId,
        signedInUserId(request),
      );
      return reply.status(204).send();
    },
  );
}
