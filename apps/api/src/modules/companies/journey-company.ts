import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The company a journey call works on, as its path or body names it: `companyId`, a company
 * route's `id`, a representative's company, or `company_id` in a body. Undefined when the call
 * names none (it then works on the opening in hand, which is never a submitted one).
 */
function namedCompany(request: FastifyRequest): { companyId?: string; representativeId?: string } {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    companyId:
      text(params.companyId) ??
      (request.url.startsWith('/companies/') ? text(params.id) : undefined) ??
      text(body.company_id) ??
      text(body.companyId),
    representativeId: text(params.representativeId),
  };
}

/**
 * True when the call names one of the user's companies whose opening has left the journey
 * (submitted, under review, open…): with several openings, one person may still be in the
 * journey of another, so the person's own completion no longer guards a submitted company.
 */
export async function namesSubmittedCompany(
  db: Kysely<Database>,
  userId: string,
  request: FastifyRequest,
): Promise<boolean> {
  const { companyId, representativeId } = namedCompany(request);
  if (!companyId && !representativeId) return false;
  let query = db
    .selectFrom('companies')
    .select('companies.opening_status')
    .where('companies.user_id', '=', userId);
  if (companyId) query = query.where('companies.id', '=', companyId);
  if (representativeId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('representatives')
          .select('representatives.id')
          .whereRef('representatives.company_id', '=', 'companies.id')
          .where('representatives.id', '=', representativeId),
      ),
    );
  }
  const row = await query.executeTakeFirst();
  return row !== undefined && row.opening_status !== 'journey_in_progress';
}
