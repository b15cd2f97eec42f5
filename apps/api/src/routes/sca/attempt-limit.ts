import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';

/**
 * Rate limit of the calls that check a secret (a code, a device's answer): per client IP, on
 * top of the per-challenge attempt limit, so one client cannot spread guesses over challenges.
 */
export const attemptRateLimit = (app: App) =>
  rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' });
