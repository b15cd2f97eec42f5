import type { FastifyRequest } from 'fastify';
import { signedInOperator } from '../signed-in-operator';

/** The operator acting on the case of the path, with the request id their journal entries carry. */
export const actingOn = (request: FastifyRequest, caseId: string) => ({
  operator: signedInOperator(request),
  caseId,
  requestId: request.id,
});
