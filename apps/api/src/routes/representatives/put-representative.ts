import { requestUserId } from '../../modules/companies/request-user';
import { createRepresentativeService } from '../../modules/representatives/representative.service';
import { PersonDtoSchema } from '../../modules/representatives/representative-dto';
import type { App } from '../../types';
import {
  OptionalCompanyQuerySchema,
  PersonBodySchema,
  RepresentativeParamsSchema,
} from './representative-params';

/** PUT /representatives/{id}?companyId: edits a natural person (the body may leave answers out). */
export default async function putRepresentative(app: App) {
  const representatives = createRepresentativeService(app.deps);
  app.put(
    '/representatives/:representativeId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: RepresentativeParamsSchema,
        querystring: OptionalCompanyQuerySchema,
        body: PersonBodySchema,
        response: { 200: PersonDtoSchema },
      },
    },
    async (request) =>
      PersonDtoSchema.parse(
        await representatives.update(
          request.params.representativeId,
          requestUserId(request),
          request.query.companyId,
          request.body,
        ),
      ),
  );
}
