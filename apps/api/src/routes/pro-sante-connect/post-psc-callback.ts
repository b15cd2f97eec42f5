import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** POST /pro-sante-connect/callback: the federation's code and state, verified; the practitioner signed in. */
export default async function postPscCallback(app: App) {
  app.post(
    '/pro-sante-connect/callback',
    {
      schema: {
        tags: ['user'],
        body: bodyFor('POST /pro-sante-connect/callback'),
        response: replyFor('POST /pro-sante-connect/callback'),
      },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 20, timeWindow: '15 minutes' }),
    },
    async (request) => app.services.proSanteConnect.callback(request.body),
  );
}
