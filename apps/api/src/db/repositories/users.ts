import { normalizeEmail } from '@app/domain';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../schema';
import type { UsersTable } from '../tables/users';

export type UserRow = Selectable<UsersTable>;

export function createUserRepository(db: Kysely<Database>) {
  return {
    findById: (id: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst(),

    async insert(row: Insertable<UsersTable>): Promise<void> {
      await db.insertInto('users').values(row).execute();
    },

    async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
