import { requestUserId } from '../../modules/companies/request-user';
import { createRepresentativeService } from '../../modules/representatives/representative.service';
import type { App } from '../../types';
import { OptionalCompanyQuerySchema, RepresentativeParamsSchema } from './representative-params';

/** DELETE /representatives/{id}?companyId: the user's own entry cannot be deleted (403). */
export default async function deleteRepresentative(app: App) {
  const representatives = createRepresentativeService(app.deps);
  app.delete(
    '/representatives/:representativeId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: RepresentativeParamsSchema,
        querystring: OptionalCompanyQuerySchema,
      },
    },
    async (request, reply) => {
      await representatives.remove(
        request.params.representativeId,
        requestUserId(request),
        request.query.companyId,
      );
      return reply.status(204).send();
    },
  );
}
