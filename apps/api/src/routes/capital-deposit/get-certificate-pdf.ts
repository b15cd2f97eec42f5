import { z } from 'zod';
import type { App } from '../../types';
import { queryFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * GET /companies/{companyId}/capital-deposit/certificate.pdf?lang=fr|en|de: the capital deposit
 * certificate (French by default, the legal version); 409 until every share is paid.
 */
export default async function getCertificatePdf(app: App) {
  app.get(
    '/companies/:companyId/capital-deposit/certificate.pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['capital deposit'],
        params: z.object({ companyId: IdSchema }),
        querystring: queryFor('GET /companies/{companyId}/capital-deposit/certificate.pdf'),
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await app.services.capitalDeposits.certificate(
        request.params.companyId,
        signedInUserId(request),
        request.query.lang,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}
