import { z } from 'zod';
import { DevicePublicKeySchema } from '../../../modules/sca/sca-signature';
import { rateLimitConfig } from '../../../rate-limits/route-rate-limit';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { IdSchema } from '../../signed-in-user';
import { SignatureSchema } from '../sca.schemas';

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
        body: z.object({
          challenge_id: IdSchema,
          pairing_secret: z.string().min(1).max(200),
          public_key: DevicePublicKeySchema,
          device_name: z.string().trim().min(1).max(100),
          device_os: z.string().trim().min(1).max(100),
          signature: SignatureSchema,
        }),
        response: replyFor('POST /sca/app/pair'),
      },
    },
    async (request) => app.services.scaApp.pair(request.body),
  );
}
