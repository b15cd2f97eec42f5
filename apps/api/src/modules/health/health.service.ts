import type { HealthReply } from '@app/domain';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate';
import type { AppDeps } from '../../types';

export interface DatabaseReadiness {
  database: 'ok' | 'unavailable';
  /** Migrations of this build not applied to the database (null: the database did not answer). */
  pendingMigrations: number | null;
}

/** Health: the database answers a trivial query (a failure is the error answer). */
export function createHealthService({ db, engine }: Pick<AppDeps, 'db' | 'engine'>) {
  // Once the schema is current it stays so for this process: later probes only ask the database to answer.
  let schemaCurrent = false;
  return {
    async check(): Promise<HealthReply> {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: engine };
    },

    /** The readiness probe's part: the database answers and every migration of this build is applied. */
    async readiness(): Promise<DatabaseReadiness> {
      try {
        await sql`select 1`.execute(db);
        if (schemaCurrent) return { database: 'ok', pendingMigrations: 0 };
        const pending = (await pendingMigrations(db)).length;
        schemaCurrent = pending === 0;
        return { database: 'ok', pendingMigrations: pending };
      } catch {
        return { database: 'unavailable', pendingMigrations: null };
      }
    },
  };
}
