import { AppError } from '../../errors';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** Trades a solved challenge (once) for an app-check token valid one hour. */
export default async function postToken(app: App) {
  app.post(
    '/app-check/token',
    {
      schema: {
        tags: ['app-check'],
        body: bodyFor('POST /app-check/token'),
        response: replyFor('POST /app-check/token'),
      },
      config: rateLimitConfig(app.deps.config, { max: 30, timeWindow: '1 minute' }),
    },
    async (request) => {
      const token = await app.services.appCheck.redeem(request.body.challenge, request.body.nonce);
      if (!token) throw new AppError('app_check_failed', 'auth.app_check_failed');
      return token;
    },
  );
}
