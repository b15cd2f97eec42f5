import type { SessionsTable, UsersTable } from './tables/users';

/**
 * The database as Kysely sees it. Each module declares its tables in tables/<module>.ts
 * and adds them here; migrations never import this file.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
