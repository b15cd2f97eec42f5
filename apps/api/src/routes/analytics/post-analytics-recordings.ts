import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** A batch of the visitor's session recording, sent only after analytics consent (spec §4). */
export default async function postAnalyticsRecordings(app: App) {
  app.post(
    '/analytics/recordings',
    {
      schema: {
        tags: ['analytics'],
        body: bodyFor('POST /analytics/recordings'),
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
