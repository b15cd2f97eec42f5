import { z } from 'zod';
import { rateLimitConfig } from '../../../modules/auth/rate-limit';
import type { App } from '../../../types';
import { IdSchema, SignatureSchema } from '../sca.schemas';

/** POST /sca/app/challenges/{id}/respond: the user accepts or refuses on the device, which signs the answer. */
export default async function postRespond(app: App) {
  app.post(
    '/sca/app/challenges/:id/respond',
    {
      // Per client IP, on top of the per-challenge attempt limit.
      config: rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' }),
      schema: {
        tags: ['sca-app'],
        params: z.object({ id: IdSchema }),
        body: z.object({ decision: z.enum(['accept', 'refuse']), signature: SignatureSchema }),
        response: { 200: z.object({ id: z.string(), status: z.enum(['accepted', 'rejected']) }) },
      },
    },
    async (request) =>
      app.scaApp.respond(request.params.id, request.body.decision, request.body.signature, request.locale),
  );
}
