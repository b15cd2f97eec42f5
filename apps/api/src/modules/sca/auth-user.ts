import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** The signed-in user's id; routes run after app.authenticate, so a missing one is a 401. */
export function authUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.auth.userId;
}
