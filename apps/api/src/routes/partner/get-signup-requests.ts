import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { partnerCall, requirePartnerScope } from './partner-access';

/** GET /partner/v1/signup-requests: the partner's own requests with their status, newest first. */
export default async function getPartnerSignupRequests(app: App) {
  app.get(
    '/partner/v1/signup-requests',
    {
      onRequest: requirePartnerScope(app, 'requests:read'),
      schema: {
        tags: ['partner'],
        security: [{ partnerOAuth: ['requests:read'] }],
        querystring: queryFor('GET /partner/v1/signup-requests'),
        response: replyFor('GET /partner/v1/signup-requests'),
      },
    },
    async (request) => app.services.partnerRequests.page(request.query, partnerCall(request)),
  );
}
