import type { RegistrationType } from '@app/domain';
import type { Kysely } from 'kysely';
import { type WebRequestOwner, webRequestRow } from '../../db/repositories/web-source';
import type { Database } from '../../db/schema';

/** The opening a company save is for: its request, and the company already linked to it, if any. */
export interface OpeningInHand {
  requestId: string;
  /** The request's journey: a person's openings may be of either kind. */
  type: RegistrationType;
  companyId: string | null;
}

const UNFINISHED = ['pending', 'processing'] as const;

/**
 * Which opening a save of "the user's company" (POST /companies, POST /companies/{siret}) is
 * for. A person may hold several openings, so the client names its request
 * (x-signup-request-id); a request not the user's, or finished, is not theirs to write to and
 * is passed over. Without one: the user's latest unfinished opening that has a company (a
 * resumed journey that lost its local state updates it, never adds a second), else their oldest
 * request still without a company, else a new web request of their own.
 */
export async function openingInHand(
  db: Kysely<Database>,
  user: WebRequestOwner,
  namedRequestId: string | undefined,
  now: string,
): Promise<OpeningInHand> {
  const unfinished = db
    .selectFrom('signup_requests')
    .leftJoin('companies', 'companies.signup_request_id', 'signup_requests.id')
    .select(['signup_requests.id as requestId', 'signup_requests.type as type', 'companies.id as companyId'])
    .where('signup_requests.user_id', '=', user.id)
    .where('signup_requests.status', 'in', UNFINISHED);
  if (namedRequestId) {
    const named = await unfinished.where('signup_requests.id', '=', namedRequestId).executeTakeFirst();
    if (named) return named;
  }
  const withCompany = await unfinished
    .where('companies.id', 'is not', null)
    .orderBy('companies.created_at', 'desc')
    .orderBy('companies.id', 'desc')
    .executeTakeFirst();
  if (withCompany) return withCompany;
  const withoutCompany = await unfinished
    .where('companies.id', 'is', null)
    .orderBy('signup_requests.created_at')
    .orderBy('signup_requests.id')
    .executeTakeFirst();
  if (withoutCompany) return withoutCompany;
  const row = webRequestRow(user, now);
  await db.insertInto('signup_requests').values(row).execute();
  return { requestId: row.id, type: user.registration_type, companyId: null };
}
