import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';
import { normalizeEmail } from './normalize-email';

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
