import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { OperatorContext } from '../modules/operators/operator-session.service';

/** The signed-in operator: the one way a back-office route reads it (set by the operator-auth plugin). */
export function signedInOperator(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.operator;
}
