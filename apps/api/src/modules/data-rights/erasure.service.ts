import { formatListDate, type Locale, message, type RetentionSettings, retentionOf } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { DocumentStorage } from '../../storage/document-storage';
import { deleteQueuedFiles, purgeOpeningRows } from './opening-purge';
import { retentionFactsOf } from './retention-facts';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  storage: Pick<DocumentStorage, 'delete'>;
  repos: ReposOf<'companies'>;
  settings: RetentionSettings;
}

/**
 * Erasure at the customer's request. An opening never submitted to the bank holds nothing the law
 * asks the bank to keep: its rows go in one transaction (the company's own cascade with it) and its
 * files after it commits (a delete that fails stays queued and the retention's run retries it). A
 * submitted one is kept five years after the relationship ends; a legal hold keeps any.
 */
export function createErasureService({ db, clock, audit, storage, repos, settings }: Deps) {
  return {
    /** `locale` is the request's: the refusal's sentence is translated in it, so is its date. */
    async eraseOpening(companyId: string, userId: string, requestId: string, locale: Locale) {
      const company = await db
        .selectFrom('companies')
        .select(['id', 'user_id', 'created_at', 'updated_at'])
        .where('id', '=', companyId)
        .executeTakeFirst();
      if (!company || !(await repos.companies(db).findOwned(companyId, userId))) throw notFound('company');
      const outcome = retentionOf(await retentionFactsOf(db, company), settings);
      if (outcome.kind === 'held') throw new AppError('conflict', 'error.data_rights.legal_hold');
      if (outcome.kind === 'kept_while_open')
        throw new AppError('conflict', 'error.data_rights.kept_while_open');
      if (outcome.kind === 'kept_until') {
        const date = formatListDate(outcome.purgeOn, locale);
        throw new AppError('conflict', message('error.data_rights.kept_until', { date }));
      }

      const at = clock.now().toISOString();
      const purged = await db.transaction().execute(async (trx) => {
        const rows = await purgeOpeningRows(trx, { companyId, userId, withUser: false, at });
        // Ids and counts only: the journal outlives the data and must not keep it.
        await audit.append(trx, {
          actor: { type: 'customer', id: userId },
          action: 'data_rights.opening_erased',
          object: { type: 'company', id: companyId },
          caseId: companyId,
          after: { documents: rows.documents, people: rows.people },
          requestId,
          at,
        });
        return rows;
      });
      await deleteQueuedFiles(db, storage, purged.storageKeys);
      return { outcome: 'erased' as const, documents: purged.documents.length };
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
