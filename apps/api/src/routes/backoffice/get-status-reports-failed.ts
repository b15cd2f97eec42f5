import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The status reports whose delivery to the insurer gave up. */
export default async function getBackofficeFailedStatusReports(app: App) {
  app.get(
    '/backoffice/status-reports/failed',
    {
      schema: { tags: ['backoffice'], response: replyFor('GET /backoffice/status-reports/failed') },
    },
    async () => app.services.statusReports.failed(),
  );
}
