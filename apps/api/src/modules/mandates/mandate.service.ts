import type { MandateReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { loadCompanyPeople, mandateIn, mandateSchemaFor } from '../representatives/company-people';
import { refuseUndeclarable } from '../representatives/declarable';
import { mandateEntryOf } from '../representatives/people-replies';
import { createRepresentativeRepository } from '../representatives/representative.repository';
import { mandateAnswersOf, mandateChanges } from '../representatives/representative-answers';
import { withCompanySharesLocked } from '../representatives/shares-lock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

const CLIENT_ONLY = ['id', 'company_id', 'companyId', 'is_company'];
const strip = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !CLIENT_ONLY.includes(key)));

/**
 * Company mandates: a company as shareholder or mandatary of the company being opened. They are
 * stored with the people (is_company = 1) so that shares are allocated across both.
 */
export function createMandateService({ db, clock }: Deps) {
  const repository = createRepresentativeRepository(db);

  async function mandateEntry(companyId: string, userId: string, id: string): Promise<MandateReply> {
    return mandateEntryOf(await loadCompanyPeople(db, companyId, userId), id);
  }

  return {
    async create(companyId: string, userId: string, body: Record<string, unknown>): Promise<MandateReply> {
      // Remaining shares are read, checked and written under the company's lock.
      const created = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await loadCompanyPeople(trx, companyId, userId);
        const changes = mandateChanges(mandateSchemaFor(people, null).parse(strip(body)));
        refuseUndeclarable(people, { ...changes, isCompany: true, isUser: false });
        const now = clock.now().toISOString();
        const id = await createRepresentativeRepository(trx).appendMandate(people.company.id, changes, now);
        return { companyId: people.company.id, id };
      });
      return mandateEntry(created.companyId, userId, created.id);
    },

    /** PATCH: the body is laid over the stored mandate. */
    async update(
      companyId: string,
      mandateId: string,
      userId: string,
      body: Record<string, unknown>,
    ): Promise<MandateReply> {
      const updated = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await loadCompanyPeople(trx, companyId, userId);
        const stored = mandateIn(people, mandateId);
        const changes = mandateChanges(
          mandateSchemaFor(people, stored).parse({ ...mandateAnswersOf(stored), ...strip(body) }),
        );
        refuseUndeclarable(people, { ...changes, isCompany: true, isUser: false });
        await createRepresentativeRepository(trx).updateMandate(
          stored.id,
          stored.company_id,
          changes,
          clock.now().toISOString(),
        );
        return { companyId: people.company.id, id: stored.id };
      });
      return mandateEntry(updated.companyId, userId, updated.id);
    },

    async remove(companyId: string, mandateId: string, userId: string): Promise<void> {
      const mandate = mandateIn(await loadCompanyPeople(db, companyId, userId), mandateId);
      await repository.delete(mandate.id, mandate.company_id);
    },
  };
}

export type MandateService = ReturnType<typeof createMandateService>;
