import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** The signed-in user's id; routes call it after app.authenticate or app.requireOpenJourney. */
export function requestUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.auth.userId;
}
