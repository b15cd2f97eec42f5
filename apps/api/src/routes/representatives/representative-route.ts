import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RepresentativeTarget } from '../../modules/people/people.service';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** The schema every route on one representative shares: its id in the path, its company in the query. */
export const onOneRepresentative = {
  tags: ['representatives'],
  params: z.object({ representativeId: IdSchema }),
  /** companyId in the query, when the client sends it, must be the representative's own company. */
  querystring: z.object({ companyId: z.string().max(64).optional() }),
};

type OneRepresentativeRequest = FastifyRequest & {
  params: { representativeId: string };
  query: { companyId?: string | undefined };
};

/** The representative a request acts on, for the signed-in user. */
export const representativeTarget = (request: OneRepresentativeRequest): RepresentativeTarget => ({
  id: request.params.representativeId,
  userId: signedInUserId(request),
  companyId: request.query.companyId,
});
