import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';

export type RateLimitRule = Pick<RateLimitOptions, 'max' | 'timeWindow' | 'keyGenerator'>;

/**
 * Route `config` member for @fastify/rate-limit (registered with global: false); the key is
 * the client IP unless the rule says otherwise. Off when the configuration disables rate
 * limits, e.g. in tests that are not about them.
 */
export function rateLimitConfig(
  config: Pick<AppConfig, 'rateLimitEnabled'>,
  rule: RateLimitRule,
): { rateLimit: RateLimitOptions | false } {
  return { rateLimit: config.rateLimitEnabled ? rule : false };
}
