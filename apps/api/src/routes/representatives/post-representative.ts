import { validationFailed } from '../../errors';
import { requestUserId } from '../../modules/companies/request-user';
import { createRepresentativeService } from '../../modules/representatives/representative.service';
import { PersonDtoSchema } from '../../modules/representatives/representative-dto';
import type { App } from '../../types';
import { PersonBodySchema } from './representative-params';

/** POST /representatives: a natural person of the company named by company_id (or companyId). */
export default async function postRepresentative(app: App) {
  const representatives = createRepresentativeService(app.deps);
  app.post(
    '/representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: { tags: ['representatives'], body: PersonBodySchema, response: { 201: PersonDtoSchema } },
    },
    async (request, reply) => {
      const companyId = request.body.company_id ?? request.body.companyId;
      if (typeof companyId !== 'string' || companyId === '')
        throw validationFailed({ company_id: 'validation.required' });
      const created = await representatives.create(requestUserId(request), companyId, request.body);
      return reply.status(201).send(PersonDtoSchema.parse(created));
    },
  );
}
