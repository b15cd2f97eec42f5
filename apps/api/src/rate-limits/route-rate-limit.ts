import type { Message } from '@app/domain';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../config';

export type RateLimitRule = Pick<RateLimitOptions, 'max' | 'timeWindow' | 'keyGenerator' | 'hook'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the user reads when this route's limit is reached (the generic "too many" otherwise). */
    rateLimitMessage?: Message;
  }
}

/**
 * Route `config` member for @fastify/rate-limit (registered with global: false); the key is
 * the client IP unless the rule says otherwise. Off when the configuration disables rate
 * limits, e.g. in tests that are not about them. A route whose limit the user can understand
 * (the number of accounts created) names its own message.
 */
export function rateLimitConfig(
  config: Pick<AppConfig, 'rateLimitEnabled'>,
  rule: RateLimitRule,
  limitMessage?: Message,
): { rateLimit: RateLimitOptions | false; rateLimitMessage?: Message } {
  return {
    rateLimit: config.rateLimitEnabled ? rule : false,
    ...(limitMessage ? { rateLimitMessage: limitMessage } : {}),
  };
}
