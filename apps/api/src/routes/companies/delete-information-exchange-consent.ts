import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * DELETE /companies/{companyId}/information-exchange-consent: the customer withdraws the consent
 * to the information exchange with the insurer; no status report is sent after it. Also after
 * the opening is complete (the "my application" page), hence no open-journey guard.
 */
export default async function deleteInformationExchangeConsent(app: App) {
  app.delete(
    '/companies/:companyId/information-exchange-consent',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['company'],
        security: [{ bearer: [] }],
        params: z.object({ companyId: IdSchema }),
        response: replyFor('DELETE /companies/{companyId}/information-exchange-consent'),
      },
    },
    async (request) =>
      app.services.statusReports.withdrawConsent(
        request.params.companyId,
        signedInUserId(request),
        String(request.id),
      ),
  );
}
