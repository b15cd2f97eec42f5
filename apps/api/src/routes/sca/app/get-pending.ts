import { z } from 'zod';
import { rateLimitConfig } from '../../../modules/auth/rate-limit';
import type { App } from '../../../types';
import { IdSchema, SignatureSchema } from '../sca.schemas';

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
        querystring: z.object({
          token_id: IdSchema,
          timestamp: z.string().min(1).max(40),
          signature: SignatureSchema,
        }),
        response: {
          200: z.object({
            challenges: z.array(
              z.object({
                id: z.string(),
                description: z.string(),
                event: z.string(),
                created_at: z.string(),
                expires_at: z.string(),
                ttl: z.number().int(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => app.scaApp.pending(request.query, request.locale),
  );
}
