import type { RetentionFacts } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The statuses that end the relationship: the keeping period counts from the move to one of them. */
const ENDED = ['closed', 'refused'] as const;

const latest = (...dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).reduce((a, b) => (a > b ? a : b));

/**
 * What the retention rule needs to know of an opening: submitted or not, when the relationship
 * ended, the customer's last activity (the opening's last change, a document sent, their last
 * use of a session) and whether a legal hold stands.
 */
export async function retentionFactsOf(
  db: Kysely<Database>,
  company: { id: string; user_id: string; updated_at: string; created_at: string },
): Promise<RetentionFacts> {
  const submitted = await db
    .selectFrom('opening_events')
    .select('id')
    .where('company_id', '=', company.id)
    .where('to_status', '=', 'submitted')
    .executeTakeFirst();
  const ended = await db
    .selectFrom('opening_events')
    .innerJoin('companies', 'companies.id', 'opening_events.company_id')
    .select('opening_events.at')
    .where('opening_events.company_id', '=', company.id)
    .where('opening_events.to_status', 'in', ENDED)
    // An opening moved on after an end (never, today) is not ended: the company's status says.
    .where('companies.opening_status', 'in', ENDED)
    .orderBy('opening_events.at', 'desc')
    .executeTakeFirst();
  const session = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('last_seen_at').as('at'))
    .where('user_id', '=', company.user_id)
    .executeTakeFirst();
  const document = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', company.user_id)
    .executeTakeFirst();
  const hold = await db
    .selectFrom('legal_holds')
    .select('id')
    .where('company_id', '=', company.id)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  return {
    submitted: Boolean(submitted),
    endedAt: ended?.at ?? null,
    lastActivityAt: latest(company.created_at, company.updated_at, session?.at, document?.at),
    legalHold: Boolean(hold),
  };
}
