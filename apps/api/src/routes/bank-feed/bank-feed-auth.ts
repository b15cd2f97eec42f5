import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { isBankFeedCredential } from '../../modules/capital-deposits/bank-feed-credential';
import { bearerToken } from '../../plugins/auth';
import type { App } from '../../types';

/**
 * onRequest: the bank's core system's service credential, before the body is read or checked; a
 * customer's session token (or anything else) is refused with 401.
 */
export const requireBankFeedCredential = (app: App) => async (request: FastifyRequest) => {
  if (!isBankFeedCredential(bearerToken(request), app.deps.config.bankFeed.token)) {
    throw new AppError('unauthenticated', 'deposit.error.feed_unauthenticated');
  }
};
