import type { HealthReply } from '@app/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../types';

/** Health: the database answers a trivial query (a failure is the error answer). */
export function createHealthService({ db, engine }: Pick<AppDeps, 'db' | 'engine'>) {
  return {
    async check(): Promise<HealthReply> {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: engine };
    },
  };
}
