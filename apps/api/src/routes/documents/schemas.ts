import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';

export const IdSchema = z.string().min(1).max(100);

/** ?archive=true replaces the slot's current documents; false (the default) adds to them. */
export const ArchiveQuerySchema = z.object({ archive: z.enum(['true', 'false', '1', '0']).optional() });

export const isArchive = (value: string | undefined) => value === 'true' || value === '1';

export const NoContentSchema = z.null().describe('No content');

/** The signed-in user's id; the route's preHandler has already authenticated the request. */
export function authUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.auth.userId;
}
