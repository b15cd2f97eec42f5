import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';

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

/** An id in a path: the one shape every route's `{id}`-like parameter has. */
export const IdSchema = z.string().min(1).max(64);
