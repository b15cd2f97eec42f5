import { rateLimitConfig } from '../../../rate-limits/route-rate-limit';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { queryFor } from '../../request-schemas';
import { describedIn } from '../in-words';

/**
 * GET /sca/app/pending: the challenges waiting for this device. The device signs
 * "sca-pending:{token_id}:{timestamp}"; each timestamp is accepted once.
 */
export default async function getPending(app: App) {
  app.get(
    '/sca/app/pending',
    {
      // Per client IP, on top of the per-challenge attempt limit.
      config: rateLimitConfig(app.deps.config, { max: 120, timeWindow: '1 minute' }),
      schema: {
        tags: ['sca-app'],
        querystring: queryFor('GET /sca/app/pending'),
        response: replyFor('GET /sca/app/pending'),
      },
    },
    async (request) => {
      const { challenges } = await app.services.scaApp.pending(request.query);
      return { challenges: challenges.map((challenge) => describedIn(request.locale, challenge)) };
    },
  );
}
