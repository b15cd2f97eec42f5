import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** POST /pro-sante-connect/decoupled: the practitioner's phone (e-CPS) is asked to approve. */
export default async function postPscDecoupled(app: App) {
  app.post(
    '/pro-sante-connect/decoupled',
    {
      schema: {
        tags: ['user'],
        body: bodyFor('POST /pro-sante-connect/decoupled'),
        response: replyFor('POST /pro-sante-connect/decoupled'),
      },
      preValidation: app.verifyAppCheck,
      // Each request rings a practitioner's phone: few per address.
      config: rateLimitConfig(app.deps.config, { max: 10, timeWindow: '15 minutes' }),
    },
    async (request) => app.services.proSanteConnect.startDecoupled(request.body.national_id),
  );
}
