import { z } from 'zod';
import { requestUserId } from '../../modules/companies/request-user';
import { createRepresentativeService } from '../../modules/representatives/representative.service';
import { RepresentativeEntrySchema } from '../../modules/representatives/representative-dto';
import type { App } from '../../types';

/** GET /representatives?companyId: people and company mandates, with percentages and capital per holder. */
export default async function getRepresentatives(app: App) {
  const representatives = createRepresentativeService(app.deps);
  app.get(
    '/representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        querystring: z.object({ companyId: z.string({ error: 'validation.required' }).max(64) }),
        response: { 200: z.array(RepresentativeEntrySchema) },
      },
    },
    async (request) => representatives.list(request.query.companyId, requestUserId(request)),
  );
}
