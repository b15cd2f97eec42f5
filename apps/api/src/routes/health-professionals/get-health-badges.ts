import { z } from 'zod';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

const QuerySchema = z.object({
  /** SIRENs of a page of search results, comma-separated. */
  sirens: z.string().trim().max(400, 'validation.too_long'),
});

/** GET /health/badges?sirens=…: which companies of a search page the directories link to health. */
export default async function getHealthBadges(app: App) {
  app.get(
    '/health/badges',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['health-professionals'],
        security: [{ bearer: [] }],
        querystring: QuerySchema,
        response: replyFor('GET /health/badges'),
      },
      config: rateLimitConfig(app.deps.config, { max: 120, timeWindow: '1 minute' }),
    },
    async (request) => app.services.healthProfessionals.badges(request.query.sirens.split(',')),
  );
}
