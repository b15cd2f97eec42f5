import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** An error the visitor's page met, sent only after analytics consent (spec §4). */
export default async function postAnalyticsErrors(app: App) {
  app.post(
    '/analytics/errors',
    {
      schema: {
        tags: ['analytics'],
        body: bodyFor('POST /analytics/errors'),
        response: replyFor('POST /analytics/errors'),
      },
      bodyLimit: 32 * 1024,
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 30, timeWindow: '1 minute' }),
    },
    async (request, reply) => reply.status(201).send(await app.services.analytics.receiveError(request.body)),
  );
}
