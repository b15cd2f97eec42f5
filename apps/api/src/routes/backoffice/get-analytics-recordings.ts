import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The latest session recordings (date, pages, duration), for operators. */
export default async function getBackofficeAnalyticsRecordings(app: App) {
  app.get(
    '/backoffice/analytics/recordings',
    {
      preHandler: app.operatorAccess('GET /backoffice/analytics/recordings'),
      schema: { tags: ['backoffice'], response: replyFor('GET /backoffice/analytics/recordings') },
    },
    async () => app.services.analytics.list(),
  );
}
