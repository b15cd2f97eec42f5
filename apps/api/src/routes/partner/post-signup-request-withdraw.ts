import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { partnerCall, requirePartnerScope } from './partner-access';

/**
 * POST /partner/v1/signup-requests/{uuid}/withdraw: the partner withdraws a request it created;
 * the opening begun from it closes with the reason `withdrawn`, submitted or not. Another
 * partner's is a 404; one already withdrawn, or whose account is open or case ended, a 409.
 */
export default async function postPartnerSignupRequestWithdraw(app: App) {
  app.post(
    '/partner/v1/signup-requests/:uuid/withdraw',
    {
      onRequest: requirePartnerScope(app, 'requests:write'),
      schema: {
        tags: ['partner'],
        security: [{ partnerOAuth: ['requests:write'] }],
        params: z.object({ uuid: IdSchema }),
        response: replyFor('POST /partner/v1/signup-requests/{uuid}/withdraw'),
      },
    },
    async (request) => {
      const call = partnerCall(request);
      await app.services.withdrawal.byPartner(request.params.uuid, call.partner.partnerId, call.requestId);
      return app.services.partnerRequests.read(request.params.uuid, call);
    },
  );
}
