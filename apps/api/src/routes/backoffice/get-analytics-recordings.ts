import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** The session recordings (date, pages, duration, errors), by page and filtered by date, for operators. */
export default async function getBackofficeAnalyticsRecordings(app: App) {
  app.get(
    '/backoffice/analytics/recordings',
    {
      schema: {
        tags: ['backoffice'],
        querystring: queryFor('GET /backoffice/analytics/recordings'),
        response: replyFor('GET /backoffice/analytics/recordings'),
      },
    },
    async (request) => app.services.analytics.list(request.query),
  );
}
