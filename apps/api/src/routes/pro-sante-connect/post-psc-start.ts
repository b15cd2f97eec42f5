import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** POST /pro-sante-connect/start: the federation's authorization address for a new sign-in. */
export default async function postPscStart(app: App) {
  app.post(
    '/pro-sante-connect/start',
    {
      schema: { tags: ['user'], response: replyFor('POST /pro-sante-connect/start') },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 20, timeWindow: '15 minutes' }),
    },
    async () => app.services.proSanteConnect.start(),
  );
}
