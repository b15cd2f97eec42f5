import { z } from 'zod';
import { AppError } from '../../errors';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/** A supervisor sends a given-up status report again (recorded in the audit journal). */
export default async function postBackofficeStatusReportReplay(app: App) {
  app.post(
    '/backoffice/status-reports/:reportId/replay',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ reportId: IdSchema }),
        response: replyFor('POST /backoffice/status-reports/{reportId}/replay'),
      },
    },
    async (request) => {
      if (!request.operator) throw new AppError('unauthenticated', 'error.unauthenticated');
      return app.services.statusReports.replay(request.params.reportId, {
        id: request.operator.id,
        requestId: String(request.id),
      });
    },
  );
}
