import { requestUserId } from '../../modules/companies/request-user';
import { createRepresentativeService } from '../../modules/representatives/representative.service';
import { PersonDtoSchema } from '../../modules/representatives/representative-dto';
import type { App } from '../../types';
import { OptionalCompanyQuerySchema, RepresentativeParamsSchema } from './representative-params';

/** PUT /representatives/{id}/linkuser: owner selection, this person is the account user. */
export default async function putRepresentativeLinkUser(app: App) {
  const representatives = createRepresentativeService(app.deps);
  app.put(
    '/representatives/:representativeId/linkuser',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: RepresentativeParamsSchema,
        querystring: OptionalCompanyQuerySchema,
        response: { 200: PersonDtoSchema },
      },
    },
    async (request) =>
      PersonDtoSchema.parse(
        await representatives.linkUser(
          request.params.representativeId,
          requestUserId(request),
          request.query.companyId,
        ),
      ),
  );
}
