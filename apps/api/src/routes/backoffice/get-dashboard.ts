import { DashboardQuerySchema } from '@app/domain';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** Openings per status and the time from submission to opening, over a period. */
export default async function getBackofficeDashboard(app: App) {
  app.get(
    '/backoffice/dashboard',
    {
      schema: {
        tags: ['backoffice'],
        querystring: DashboardQuerySchema,
        response: replyFor('GET /backoffice/dashboard'),
      },
    },
    async (request) => app.services.backofficeDashboard.read(request.query),
  );
}
