import {
  isLocale,
  isPurgeDue,
  type RetentionOutcome,
  type RetentionSettings,
  retentionOf,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { MessageSender } from '../../messaging/message';
import type { DocumentStorage } from '../../storage/document-storage';
import { claimJobLease, releaseJobLease } from './job-lease';
import { deleteQueuedFiles, purgeOpeningRows } from './opening-purge';
import { retentionFactsOf } from './retention-facts';
import { retentionReminderEmail } from './retention-reminder-email';

/** The lease's name: one API process runs the retention at a time. */
export const RETENTION_JOB = 'data_rights.retention';

/** The statuses an opening may be purged from: never submitted, or the relationship ended. */
/** A run releases its lease at its end; this bounds how long a process killed mid-run blocks the others. */
const DEFAULT_LEASE_MS = 30 * 60_000;

const PURGEABLE_STATUSES = ['journey_in_progress', 'closed', 'refused'] as const;

/**
 * Whether the customer is to be reminded now: an opening still in progress, from 14 days before its
 * purge (one withdrawn before submission goes without a reminder: there is nothing to resume).
 */
function isRemindDue(
  company: Company,
  outcome: RetentionOutcome,
  now: Date,
): outcome is Extract<RetentionOutcome, { kind: 'abandoned' }> {
  return (
    outcome.kind === 'abandoned' &&
    company.opening_status === 'journey_in_progress' &&
    outcome.remindOn.getTime() <= now.getTime()
  );
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  storage: Pick<DocumentStorage, 'delete'>;
  messaging: MessageSender;
  config: Pick<AppConfig, 'brand' | 'webOrigins'>;
  settings: RetentionSettings;
  /** Names this process in the lease (several API processes share the database). */
  holder: string;
  /** How long a run may hold the lease before another process may take it (a killed run's lease expires). */
  leaseMs?: number;
}

export interface RetentionRun {
  /** False when another process held the lease: this one did nothing. */
  ran: boolean;
  reminded: number;
  purged: number;
  held: number;
  filesDeleted: number;
  filesWaiting: number;
}

type Company = {
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
  opening_status: string;
};

/**
 * The scheduled retention: an opening never submitted is purged `abandonedDays` after the
 * customer's last activity (reminded 14 days before, once per purge date); a refused or closed
 * one `closedYears` after the relationship ended; a legal hold keeps either. Each purge is one
 * transaction with its journal entry, the stored files deleted after it commits; the files whose
 * delete failed before (here or on an erasure) are retried on every run.
 */
export function createRetentionJob(deps: Deps) {
  const { db, clock, audit, settings } = deps;

  async function remind(company: Company, purgeOn: Date, at: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      // The reminder's row and its e-mail commit together: sent once per purge date, never twice.
      const marked = await trx
        .insertInto('retention_reminders')
        .values({ company_id: company.id, purge_on: purgeOn.toISOString(), sent_at: at })
        .onConflict((conflict) => conflict.columns(['company_id', 'purge_on']).doNothing())
        .executeTakeFirst();
      if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const user = await trx
        .selectFrom('users')
        .select(['email', 'language'])
        .where('id', '=', company.user_id)
        .executeTakeFirst();
      if (!user) return false;
      const email = retentionReminderEmail(isLocale(user.language) ? user.language : 'fr', {
        brandName: deps.config.brand.name,
        purgeOn,
        url: deps.config.webOrigins[0] ?? '',
      });
      await deps.messaging.send(
        { channel: 'email', to: user.email, userId: company.user_id, ...email },
        { db: trx },
      );
      return true;
    });
  }

  /** Purges the opening if, read again in the purge's transaction, it is still due (false if not). */
  async function purge(company: Company, now: Date): Promise<boolean> {
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      // The customer came back, a hold was set or another run purged it since the list was read.
      const current = await trx
        .selectFrom('companies')
        .select(['id', 'user_id', 'created_at', 'updated_at'])
        .where('id', '=', company.id)
        .executeTakeFirst();
      if (!current) return false;
      const outcome = retentionOf(await retentionFactsOf(trx, current), settings);
      if (!isPurgeDue(outcome, now)) return false;
      const rows = await purgeOpeningRows(trx, {
        companyId: company.id,
        userId: company.user_id,
        withUser: true,
        at,
      });
      // Ids, counts and the rule applied: the journal outlives the data and must not keep it.
      await audit.append(trx, {
        actor: { type: 'system', id: null },
        action: 'data_rights.purged',
        object: { type: 'company', id: company.id },
        caseId: company.id,
        after: {
          kind: outcome.kind === 'abandoned' ? 'abandoned' : 'relationship_ended',
          documents: rows.documents,
          documentCount: rows.documents.length,
          people: rows.people,
          peopleCount: rows.people.length,
          userErased: rows.userErased,
        },
        at,
      });
      return true;
    });
  }

  return {
    /** One run: skipped (ran false) while another process holds the lease. */
    async run(): Promise<RetentionRun> {
      const started = clock.now();
      const run: RetentionRun = {
        ran: false,
        reminded: 0,
        purged: 0,
        held: 0,
        filesDeleted: 0,
        filesWaiting: 0,
      };
      const lease = { job: RETENTION_JOB, holder: deps.holder };
      if (!(await claimJobLease(db, { ...lease, now: started, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS })))
        return run;
      run.ran = true;
      try {
        const companies = await db
          .selectFrom('companies')
          .select(['id', 'user_id', 'created_at', 'updated_at', 'opening_status'])
          .where('opening_status', 'in', PURGEABLE_STATUSES)
          .orderBy('id')
          .execute();
        for (const company of companies) {
          const now = clock.now();
          const outcome = retentionOf(await retentionFactsOf(db, company), settings);
          if (outcome.kind === 'held') {
            run.held += 1;
          } else if (isPurgeDue(outcome, now)) {
            if (await purge(company, now)) run.purged += 1;
          } else if (isRemindDue(company, outcome, now)) {
            if (await remind(company, outcome.purgeOn, now.toISOString())) run.reminded += 1;
          }
        }
        // Every queued file: this run's purges and the deletes that failed before.
        const files = await deleteQueuedFiles(db, deps.storage);
        run.filesDeleted = files.deleted;
        run.filesWaiting = files.failed;
        return run;
      } finally {
        await releaseJobLease(db, { ...lease, now: clock.now() });
      }
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
