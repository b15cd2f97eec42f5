import { z } from 'zod';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import type { App } from '../../types';

const ChallengeSchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int(),
  expires_at: z.string(),
});

/** A proof-of-work challenge: find a nonce so that SHA-256(challenge + nonce) starts with `difficulty` zero bits. */
export default async function getChallenge(app: App) {
  app.get(
    '/app-check/challenge',
    {
      schema: { tags: ['app-check'], response: { 200: ChallengeSchema } },
      config: rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' }),
    },
    async () => app.appCheck.issueChallenge(),
  );
}
