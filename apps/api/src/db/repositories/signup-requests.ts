import type { OpeningStatus } from '@app/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { SignupRequestsTable } from '../tables/signup-requests';

/** A request with the company opened for it, if any (one company per request). */
export type SignupRequestRow = Selectable<SignupRequestsTable> & {
  company_id: string | null;
  company_saved_name: string | null;
  company_saved_siren: string | null;
  opening_status: OpeningStatus | null;
};

export function createSignupRequestRepository(db: Kysely<Database>) {
  const withCompany = () =>
    db
      .selectFrom('signup_requests')
      .leftJoin('companies', 'companies.signup_request_id', 'signup_requests.id')
      .selectAll('signup_requests')
      .select([
        'companies.id as company_id',
        'companies.name as company_saved_name',
        'companies.siren as company_saved_siren',
        'companies.opening_status as opening_status',
      ]);

  return {
    async insert(row: Insertable<SignupRequestsTable>): Promise<void> {
      await db.insertInto('signup_requests').values(row).execute();
    },

    findById: (id: string): Promise<SignupRequestRow | undefined> =>
      withCompany().where('signup_requests.id', '=', id).executeTakeFirst(),

    /** The user's openings in progress (`processing`) or, with `finished`, completed too; oldest first. */
    listOwn: (userId: string, options: { finished: boolean }): Promise<SignupRequestRow[]> =>
      withCompany()
        .where('signup_requests.user_id', '=', userId)
        .where(
          'signup_requests.status',
          'in',
          options.finished ? (['processing', 'completed'] as const) : (['processing'] as const),
        )
        .orderBy('signup_requests.created_at')
        .orderBy('signup_requests.id')
        .execute(),

    /** The user's companies saved before companies belonged to a request (none since). */
    unlinkedCompanies: (userId: string) =>
      db
        .selectFrom('companies')
        .select(['id', 'name', 'siren'])
        .where('user_id', '=', userId)
        .where('signup_request_id', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    async linkCompany(companyId: string, requestId: string): Promise<void> {
      await db
        .updateTable('companies')
        .set({ signup_request_id: requestId })
        .where('id', '=', companyId)
        .execute();
    },

    /** Links a request nobody has taken yet to the user; false when it was already taken. */
    async claim(id: string, userId: string, now: Date, target: Kysely<Database> = db): Promise<boolean> {
      const result = await target
        .updateTable('signup_requests')
        .set({ user_id: userId, status: 'processing', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * users.completed_at says the person has no opening left to finish (journey calls answer 302
     * then): cleared while they hold a request in progress (another opening, a partner's new one).
     */
    async reopenIfUnfinished(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ completed_at: null, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .where('completed_at', 'is not', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('signup_requests')
              .select('signup_requests.id')
              .where('signup_requests.user_id', '=', userId)
              .where('signup_requests.status', '=', 'processing'),
          ),
        )
        .execute();
    },

    /** A withdrawn request is cancelled; false when it was completed or cancelled already. */
    async markWithdrawn(requestId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('signup_requests')
        .set({ status: 'cancelled', updated_at: now.toISOString() })
        .where('id', '=', requestId)
        .where('status', 'in', ['pending', 'processing'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The request of a completed opening is done with it (the user's other openings are not). */
    async markCompleted(requestId: string, now: Date): Promise<void> {
      await db
        .updateTable('signup_requests')
        .set({ status: 'completed', updated_at: now.toISOString() })
        .where('id', '=', requestId)
        .where('status', '=', 'processing')
        .execute();
    },
  };
}

export type SignupRequestRepository = ReturnType<typeof createSignupRequestRepository>;
