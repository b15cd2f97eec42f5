import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { bearerToken } from '../../plugins/auth';
import { createSessionRepository } from './session.repository';

/** The user of a valid bearer token when the call carries one; anonymous calls are fine too. */
export async function optionalUserId(
  deps: { db: Kysely<Database>; clock: Clock },
  request: FastifyRequest,
): Promise<string | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  return (await createSessionRepository(deps.db).findValid(token, deps.clock.now()))?.userId;
}
