import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { partnerCall, requirePartnerScope } from './partner-access';

/** GET /partner/v1/events: the status reports, oldest first, whatever became of their delivery. */
export default async function getPartnerEvents(app: App) {
  app.get(
    '/partner/v1/events',
    {
      onRequest: requirePartnerScope(app, 'events:read'),
      schema: {
        tags: ['partner'],
        security: [{ partnerOAuth: ['events:read'] }],
        querystring: queryFor('GET /partner/v1/events'),
        response: replyFor('GET /partner/v1/events'),
      },
    },
    async (request) => app.services.statusReports.page(request.query, partnerCall(request)),
  );
}
