import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** Openings per status and the time from submission to opening, over a period. */
export default async function getBackofficeDashboard(app: App) {
  app.get(
    '/backoffice/dashboard',
    {
      schema: {
        tags: ['backoffice'],
        querystring: queryFor('GET /backoffice/dashboard'),
        response: replyFor('GET /backoffice/dashboard'),
      },
    },
    async (request) => app.services.backofficeDashboard.read(request.query),
  );
}
