import { z } from 'zod';
import { rateLimitConfig } from '../../../rate-limits/route-rate-limit';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';

const QuerySchema = z.object({
  /** A name (words, accents and case ignored), or a SIREN/SIRET in digits and spaces. */
  query: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  page: z.coerce.number().int().min(1).max(100).default(1),
});

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
        querystring: QuerySchema,
        response: replyFor('GET /companies/search'),
      },
      preHandler: app.authenticate,
      config: rateLimitConfig(app.deps.config, { max: 120, timeWindow: '1 minute' }),
    },
    async (request) => app.services.registry.search(request.query.query, request.query.page),
  );
}
