import { z } from 'zod';
import { toCompanyDto } from '../../../modules/companies/company-dto';
import { requestUserId } from '../../../modules/companies/request-user';
import { createSiretLookupService } from '../../../registry/siret-lookup.service';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';

const ParamsSchema = z.object({ siret: z.string().max(20) });

const UnusableSchema = z.object({
  code: z.literal('validation_failed'),
  message: z.string(),
  fields: z.record(z.string(), z.string()),
  company: z
    .object({
      legal_form: z.object({ code: z.string(), abbreviation: z.string(), label: z.string() }).nullable(),
    })
    .optional(),
});

/**
 * POST /companies/{siret}: saves the user's company from the register (spec §7). On a closed or
 * unknown company it answers 422 with company.legal_form when known: the journey goes on to
 * manual entry.
 */
export default async function postCompanySiret(app: App) {
  const lookup = createSiretLookupService(app.deps);
  app.post(
    '/companies/:siret',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['registry'],
        security: [{ bearer: [] }],
        params: ParamsSchema,
        response: { ...replyFor('POST /companies/{siret}'), 422: UnusableSchema },
      },
    },
    async (request, reply) => {
      const { company, created } = await lookup.saveFromRegistry(
        requestUserId(request),
        request.params.siret,
        request.locale,
      );
      return reply.status(created ? 201 : 200).send(toCompanyDto(company, request.locale));
    },
  );
}
