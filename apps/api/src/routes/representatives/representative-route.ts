import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RepresentativeTarget } from '../../modules/people/people.service';
import { queryFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

type OneRepresentativeKey =
  | 'PUT /representatives/{representativeId}'
  | 'DELETE /representatives/{representativeId}'
  | 'PUT /representatives/{representativeId}/linkuser';

/** The schema every route on one representative shares: its id in the path, its company in the query. */
export const onOneRepresentative = (key: OneRepresentativeKey) => ({
  tags: ['representatives'],
  params: z.object({ representativeId: IdSchema }),
  querystring: queryFor(key),
});

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
