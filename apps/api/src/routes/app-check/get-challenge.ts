import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** A proof-of-work challenge: find a nonce so that SHA-256(challenge + nonce) starts with `difficulty` zero bits. */
export default async function getChallenge(app: App) {
  app.get(
    '/app-check/challenge',
    {
      schema: { tags: ['app-check'], response: replyFor('GET /app-check/challenge') },
      config: rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' }),
    },
    async () => app.services.appCheck.issueChallenge(),
  );
}
