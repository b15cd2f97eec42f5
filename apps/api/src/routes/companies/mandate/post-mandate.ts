import { z } from 'zod';
import { requestUserId } from '../../../modules/companies/request-user';
import { createMandateService } from '../../../modules/mandates/mandate.service';
import { MandateDtoSchema } from '../../../modules/representatives/representative-dto';
import type { App } from '../../../types';
import { MandateBodySchema } from '../../representatives/representative-params';

/** POST /companies/{id}/mandate: a company as shareholder or mandatary. */
export default async function postMandate(app: App) {
  const mandates = createMandateService(app.deps);
  app.post(
    '/companies/:companyId/mandate',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: z.object({ companyId: z.string().max(64) }),
        body: MandateBodySchema,
        response: { 201: MandateDtoSchema },
      },
    },
    async (request, reply) => {
      const created = await mandates.create(request.params.companyId, requestUserId(request), request.body);
      return reply.status(201).send(MandateDtoSchema.parse(created));
    },
  );
}
