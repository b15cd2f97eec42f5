import { RecordingListQuerySchema } from '@app/domain';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The session recordings (date, pages, duration, errors), by page and filtered by date, for operators. */
export default async function getBackofficeAnalyticsRecordings(app: App) {
  app.get(
    '/backoffice/analytics/recordings',
    {
      schema: {
        tags: ['backoffice'],
        querystring: RecordingListQuerySchema,
        response: replyFor('GET /backoffice/analytics/recordings'),
      },
    },
    async (request) => app.services.analytics.list(request.query),
  );
}
