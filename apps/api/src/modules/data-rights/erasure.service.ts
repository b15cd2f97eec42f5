import { formatListDate, isLocale, message, type OpeningStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { DocumentStorage } from '../../storage/document-storage';
import { recordsKeptUntil } from './retention-periods';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  storage: Pick<DocumentStorage, 'delete'>;
  repos: ReposOf<'companies'>;
}

/** The statuses that end the relationship: the five-year keeping counts from the move to one of them. */
const ENDED: readonly OpeningStatus[] = ['closed', 'refused'];

/** Tables that name the opening without a cascading key: emptied of it before the company goes. */
const UNLINKED_TABLES = [
  'status_reports',
  'information_exchange_withdrawals',
  'health_verifications',
] as const;

/**
 * Erasure at the customer's request. An opening never submitted to the bank holds nothing the law
 * asks the bank to keep: its rows go in one transaction (the company's own cascade with it) and its
 * files after it commits (a file left by a failed delete has no row any more, and the storage's
 * sweep removes it). A submitted one is kept five years after the relationship ends.
 */
export function createErasureService({ db, clock, audit, storage, repos }: Deps) {
  async function refuseKept(companyId: string, userId: string): Promise<never> {
    const ended = await db
      .selectFrom('opening_events')
      .select('at')
      .where('company_id', '=', companyId)
      .where('to_status', 'in', ENDED)
      .orderBy('at', 'desc')
      .executeTakeFirst();
    if (!ended) throw new AppError('conflict', 'error.data_rights.kept_while_open');
    const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
    const locale = isLocale(user?.language) ? user.language : 'fr';
    const date = formatListDate(recordsKeptUntil(ended.at), locale);
    throw new AppError('conflict', message('error.data_rights.kept_until', { date }));
  }

  return {
    async eraseOpening(companyId: string, userId: string, requestId: string) {
      if (!(await repos.companies(db).findOwned(companyId, userId))) throw notFound('company');
      const submitted = await db
        .selectFrom('opening_events')
        .select('id')
        .where('company_id', '=', companyId)
        .where('to_status', '=', 'submitted')
        .executeTakeFirst();
      if (submitted) return refuseKept(companyId, userId);

      const storageKeys = await db.transaction().execute(async (trx) => {
        const people = await trx
          .selectFrom('representatives')
          .select('id')
          .where('company_id', '=', companyId)
          .execute();
        const subjects = [companyId, ...people.map((person) => person.id)];
        const documents = await trx
          .selectFrom('documents')
          .select(['id', 'storage_key'])
          .where('user_id', '=', userId)
          .where('subject_type', 'in', ['company', 'representative', 'mandate'])
          .where('subject_id', 'in', subjects)
          .execute();
        if (documents.length > 0) {
          await trx
            .deleteFrom('documents')
            .where(
              'id',
              'in',
              documents.map((document) => document.id),
            )
            .execute();
        }
        for (const table of UNLINKED_TABLES) {
          await trx.deleteFrom(table).where('company_id', '=', companyId).execute();
        }
        await trx.deleteFrom('companies').where('id', '=', companyId).execute();
        // Ids and counts only: the journal outlives the data and must not keep it.
        await audit.append(trx, {
          actor: { type: 'customer', id: userId },
          action: 'data_rights.opening_erased',
          object: { type: 'company', id: companyId },
          caseId: companyId,
          after: {
            documents: documents.map((document) => document.id),
            people: people.map((person) => person.id),
          },
          requestId,
          at: clock.now().toISOString(),
        });
        return documents.map((document) => document.storage_key);
      });
      for (const key of storageKeys) await storage.delete(key);
      return { outcome: 'erased' as const, documents: storageKeys.length };
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
