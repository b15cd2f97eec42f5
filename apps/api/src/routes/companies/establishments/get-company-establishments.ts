import { z } from 'zod';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';

const ParamsSchema = z.object({
  /** The SIREN of a search result: the register is public, no ownership to check. */
  id: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, 'validation.siren_invalid')),
});

/** The establishments of a company for the headquarter choice: open ones, head office first. */
export default async function getCompanyEstablishments(app: App) {
  app.get(
    '/companies/:id/establishments',
    {
      schema: {
        tags: ['registry'],
        security: [{ bearer: [] }],
        params: ParamsSchema,
        response: replyFor('GET /companies/{id}/establishments'),
      },
      preHandler: app.authenticate,
    },
    async (request) => app.services.registry.establishments(request.params.id),
  );
}
