import { LegalFormReplySchema } from '@app/domain';
import { z } from 'zod';
import { toCompanyDto } from '../../../modules/companies/company-dto';
import type { App } from '../../../types';
import { namedSignupRequestId } from '../../named-signup-request';
import { replyFor } from '../../reply-schemas';
import { signedInUserId } from '../../signed-in-user';

const ParamsSchema = z.object({ siret: z.string().max(20) });

const UnusableSchema = z.object({
  code: z.literal('validation_failed'),
  message: z.string(),
  fields: z.record(z.string(), z.string()),
  company: z.object({ legal_form: LegalFormReplySchema.nullable() }).optional(),
});

/**
 * POST /companies/{siret}: saves the user's company from the register (spec §7). On a closed or
 * unknown company it answers 422 with company.legal_form when known: the journey goes on to
 * manual entry.
 */
export default async function postCompanySiret(app: App) {
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
      const { company, created } = await app.services.siretLookup.saveFromRegistry(
        signedInUserId(request),
        request.params.siret,
        namedSignupRequestId(request),
      );
      return reply.status(created ? 201 : 200).send(toCompanyDto(company, request.locale));
    },
  );
}
