import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import { isServiceCredential } from '../../security/service-credential';
import type { App } from '../../types';

/**
 * onRequest: the bank's core system's service credential, before the body is read or checked; a
 * customer's session token (or anything else) is refused with 401.
 */
export const requireBankFeedCredential = (app: App) => async (request: FastifyRequest) => {
  if (!isServiceCredential(bearerToken(request), app.deps.config.bankFeed.token)) {
    throw new AppError('unauthenticated', 'deposit.error.feed_unauthenticated');
  }
};
