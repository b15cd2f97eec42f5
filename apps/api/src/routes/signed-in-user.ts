import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** An id in a path: the contracts' own, beside the signed-in user's that every route reads with it. */
export { IdSchema } from '@app/domain';

/**
 * The signed-in user's id: the one way a route reads it, after app.authenticate (or
 * app.requireOpenJourney) ran; a request without a session is a 401, never an empty id.
 */
export function signedInUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.auth.userId;
}

/** The session the call's token opened (logout, exchange of a link's token), likewise. */
export function signedInSessionId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.auth.sessionId;
}
