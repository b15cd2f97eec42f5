import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';
import { partnerCall, requirePartnerScope } from './partner-access';

/** GET /partner/v1/signup-requests/{uuid}: one of the partner's requests; another partner's is a 404. */
export default async function getPartnerSignupRequest(app: App) {
  app.get(
    '/partner/v1/signup-requests/:uuid',
    {
      onRequest: requirePartnerScope(app, 'requests:read'),
      schema: {
        tags: ['partner'],
        security: [{ partnerOAuth: ['requests:read'] }],
        params: z.object({ uuid: IdSchema }),
        response: replyFor('GET /partner/v1/signup-requests/{uuid}'),
      },
    },
    async (request) => app.services.partnerRequests.read(request.params.uuid, partnerCall(request)),
  );
}
