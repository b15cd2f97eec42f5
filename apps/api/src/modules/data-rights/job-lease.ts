import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A single-runner claim on a scheduled job, shared by every API process through the database: the
 * row is created once, then taken by a conditional update that only one process can win while the
 * lease runs (on SQLite and PostgreSQL alike). A process killed mid-run leaves a lease that
 * expires, so the job is never stuck.
 */
export async function claimJobLease(
  db: Kysely<Database>,
  input: { job: string; holder: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const now = input.now.toISOString();
  const until = new Date(input.now.getTime() + input.leaseMs).toISOString();
  await db
    .insertInto('scheduled_job_leases')
    .values({ job: input.job, holder: '', locked_until: now })
    .onConflict((conflict) => conflict.column('job').doNothing())
    .execute();
  const taken = await db
    .updateTable('scheduled_job_leases')
    .set({ holder: input.holder, locked_until: until })
    .where('job', '=', input.job)
    .where('locked_until', '<=', now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease back at the end of a run, so that the next tick of any process may take it. */
export async function releaseJobLease(
  db: Kysely<Database>,
  input: { job: string; holder: string; now: Date },
): Promise<void> {
  await db
    .updateTable('scheduled_job_leases')
    .set({ locked_until: input.now.toISOString() })
    .where('job', '=', input.job)
    .where('holder', '=', input.holder)
    .execute();
}
