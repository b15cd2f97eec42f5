import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** GET /health/badges?sirens=…: which companies of a search page the directories link to health. */
export default async function getHealthBadges(app: App) {
  app.get(
    '/health/badges',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['health-professionals'],
        security: [{ bearer: [] }],
        querystring: queryFor('GET /health/badges'),
        response: replyFor('GET /health/badges'),
      },
      config: rateLimitConfig(app.deps.config, { max: 120, timeWindow: '1 minute' }),
    },
    async (request) => app.services.healthProfessionals.badges(request.query.sirens.split(',')),
  );
}
