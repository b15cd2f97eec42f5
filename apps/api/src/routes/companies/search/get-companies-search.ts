import { rateLimitConfig } from '../../../rate-limits/route-rate-limit';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { queryFor } from '../../request-schemas';

/**
 * Company search of the signup's company step (spec §2.4): 10 results a page, active companies
 * first. Queries too broad to narrow anything answer an empty page at once.
 */
export default async function getCompaniesSearch(app: App) {
  app.addHook('onClose', async () => app.services.registry.close());
  app.get(
    '/companies/search',
    {
      schema: {
        tags: ['registry'],
        security: [{ bearer: [] }],
        querystring: queryFor('GET /companies/search'),
        response: replyFor('GET /companies/search'),
      },
      preHandler: app.authenticate,
      config: rateLimitConfig(app.deps.config, { max: 120, timeWindow: '1 minute' }),
    },
    async (request) => app.services.registry.search(request.query.query, request.query.page),
  );
}
