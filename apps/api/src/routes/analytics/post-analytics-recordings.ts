import { RecordingBatchSchema } from '@app/domain';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** A batch of the visitor's session recording, sent only after analytics consent (spec §4). */
export default async function postAnalyticsRecordings(app: App) {
  app.post(
    '/analytics/recordings',
    {
      schema: {
        tags: ['analytics'],
        body: RecordingBatchSchema,
        response: replyFor('POST /analytics/recordings'),
      },
      bodyLimit: app.deps.config.analytics.maxBatchBytes,
      preValidation: app.verifyAppCheck,
      // A tab sends a batch every few seconds.
      config: rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' }),
    },
    async (request, reply) => reply.status(201).send(await app.services.analytics.receiveBatch(request.body)),
  );
}
