import { rateLimitConfig } from '../../../rate-limits/route-rate-limit';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { bodyFor } from '../../request-schemas';

/**
 * POST /sca/app/pair: the companion app, having scanned the QR code, registers its public key.
 * No session: the one-time pairing secret is the credential, the signature proves the key.
 */
export default async function postPair(app: App) {
  app.post(
    '/sca/app/pair',
    {
      // Per client IP, on top of the per-challenge attempt limit.
      config: rateLimitConfig(app.deps.config, { max: 20, timeWindow: '10 minutes' }),
      schema: {
        tags: ['sca-app'],
        body: bodyFor('POST /sca/app/pair'),
        response: replyFor('POST /sca/app/pair'),
      },
    },
    async (request) => app.services.scaApp.pair(request.body),
  );
}
