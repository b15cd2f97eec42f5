import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignupRequestsTable } from '../../db/tables/signup-requests';

export type SignupRequestRow = Selectable<SignupRequestsTable>;

export function createSignupRequestRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<SignupRequestsTable>): Promise<void> {
      await db.insertInto('signup_requests').values(row).execute();
    },

    findById: (id: string): Promise<SignupRequestRow | undefined> =>
      db.selectFrom('signup_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The user's openings still in progress, oldest first. */
    listInProgress: (userId: string): Promise<SignupRequestRow[]> =>
      db
        .selectFrom('signup_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'processing')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

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

    /** The company the user saved (a web-started opening's name on the list), if any. */
    companyOf: (userId: string) =>
      db
        .selectFrom('companies')
        .select(['name', 'siren'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .executeTakeFirst(),

    async markCompleted(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('signup_requests')
        .set({ status: 'completed', updated_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('status', '=', 'processing')
        .execute();
    },
  };
}

export type SignupRequestRepository = ReturnType<typeof createSignupRequestRepository>;
