import { z } from 'zod';
import { requestUserId } from '../../../modules/companies/request-user';
import { createMandateService } from '../../../modules/mandates/mandate.service';
import type { App } from '../../../types';

/** DELETE /companies/{id}/mandate/{mandateId} */
export default async function deleteMandate(app: App) {
  const mandates = createMandateService(app.deps);
  app.delete(
    '/companies/:companyId/mandate/:mandateId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: z.object({ companyId: z.string().max(64), mandateId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      await mandates.remove(request.params.companyId, request.params.mandateId, requestUserId(request));
      return reply.status(204).send();
    },
  );
}
