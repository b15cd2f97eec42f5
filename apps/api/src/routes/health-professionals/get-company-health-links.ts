import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * GET /companies/{id}/health-links: what the healthcare directories link to the company —
 * FINESS establishments at its SIRET and the practitioners practising there (a hint to the
 * person list, never a requirement).
 */
export default async function getCompanyHealthLinks(app: App) {
  app.get(
    '/companies/:companyId/health-links',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['health-professionals'],
        security: [{ bearer: [] }],
        params: z.object({ companyId: IdSchema }),
        response: replyFor('GET /companies/{companyId}/health-links'),
      },
    },
    async (request) =>
      app.services.healthProfessionals.companyLinks(signedInUserId(request), request.params.companyId),
  );
}
