import { z } from 'zod';
import { requestUserId } from '../../../modules/companies/request-user';
import { createMandateService } from '../../../modules/mandates/mandate.service';
import { MandateDtoSchema } from '../../../modules/representatives/representative-dto';
import type { App } from '../../../types';
import { MandateBodySchema } from '../../representatives/representative-params';

/** PATCH /companies/{id}/mandate/{mandateId}: the given answers over the stored ones. */
export default async function patchMandate(app: App) {
  const mandates = createMandateService(app.deps);
  app.patch(
    '/companies/:companyId/mandate/:mandateId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: z.object({ companyId: z.string().max(64), mandateId: z.string().max(64) }),
        body: MandateBodySchema,
        response: { 200: MandateDtoSchema },
      },
    },
    async (request) =>
      MandateDtoSchema.parse(
        await mandates.update(
          request.params.companyId,
          request.params.mandateId,
          requestUserId(request),
          request.body,
        ),
      ),
  );
}
