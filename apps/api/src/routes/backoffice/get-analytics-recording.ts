import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** One recording's events, for the operator's replayer; each viewing is journaled. */
export default async function getBackofficeAnalyticsRecording(app: App) {
  app.get(
    '/backoffice/analytics/recordings/:recordingId',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ recordingId: IdSchema }),
        response: replyFor('GET /backoffice/analytics/recordings/{recordingId}'),
      },
    },
    async (request) =>
      app.services.analytics.view(signedInOperator(request).id, request.params.recordingId, request.id),
  );
}
