import { API_HEADERS } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const RequestIdSchema = z.uuid();

/**
 * The opening request the client says it is working on (x-signup-request-id), when it is a
 * well-formed id; the service decides whether it is the user's to use.
 */
export function namedSignupRequestId(request: FastifyRequest): string | undefined {
  const parsed = RequestIdSchema.safeParse(request.headers[API_HEADERS.signupRequestId]);
  return parsed.success ? parsed.data : undefined;
}
