import type { MandateReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import {
  type CompanyPeople,
  loadCompanyPeople,
  mandateEntryOf,
  mandateSchemaFor,
} from '../representatives/company-people';
import {
  createRepresentativeRepository,
  type RepresentativeRow,
} from '../representatives/representative.repository';
import { mandateColumns, mandateWire } from '../representatives/representative-wire';
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

  function mandateIn(people: CompanyPeople, mandateId: string): RepresentativeRow {
    const row = people.rows.find((candidate) => candidate.id === mandateId && candidate.is_company === 1);
    if (!row) throw notFound('mandate');
    return row;
  }

  return {
    async create(companyId: string, userId: string, body: Record<string, unknown>): Promise<MandateReply> {
      // Remaining shares are read, checked and written under the company's lock.
      const created = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await loadCompanyPeople(trx, companyId, userId);
        const columns = mandateColumns(mandateSchemaFor(people, null).parse(strip(body)));
        const id = await createRepresentativeRepository(trx).append(
          people.company.id,
          columns,
          'company',
          clock.now().toISOString(),
        );
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
        const row = mandateIn(people, mandateId);
        const columns = mandateColumns(
          mandateSchemaFor(people, row).parse({ ...mandateWire(row), ...strip(body) }),
        );
        await createRepresentativeRepository(trx).update(row.id, row.company_id, {
          ...columns,
          updated_at: clock.now().toISOString(),
        });
        return { companyId: people.company.id, id: row.id };
      });
      return mandateEntry(updated.companyId, userId, updated.id);
    },

    async remove(companyId: string, mandateId: string, userId: string): Promise<void> {
      const people = await loadCompanyPeople(db, companyId, userId);
      const row = mandateIn(people, mandateId);
      await repository.delete(row.id, row.company_id);
    },
  };
}

export type MandateService = ReturnType<typeof createMandateService>;
