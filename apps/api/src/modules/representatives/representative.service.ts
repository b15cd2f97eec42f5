import {
  isBeneficialOwner,
  type Locale,
  type PersonReply,
  type Representative,
  type RepresentativeReply,
  type RepresentativesValidReply,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import {
  type CompanyPeople,
  loadCompanyPeople,
  personEntryOf,
  personSchemaFor,
  toEntries,
} from './company-people';
import { createRepresentativeRepository, type RepresentativeRow } from './representative.repository';
import { personColumns, personWire } from './representative-wire';
import { checkRepresentatives } from './representatives-check';
import { withCompanySharesLocked } from './shares-lock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
}

/** One representative as a request names it: its id, the signed-in user, the company the client named (if any). */
export interface RepresentativeTarget {
  id: string;
  userId: string;
  companyId: string | undefined;
}

/** Client-only members the stored person does not keep (the list entry recomputes them). */
const CLIENT_ONLY = [
  'id',
  'company_id',
  'companyId',
  'company_siren',
  'identity_card_url',
  'address_proof_url',
];

export function createRepresentativeService({ db, clock, config }: Deps) {
  const repository = createRepresentativeRepository(db);
  const entry = async (companyId: string, userId: string, id: string): Promise<PersonReply> =>
    personEntryOf(db, config.publicApiUrl, await loadCompanyPeople(db, companyId, userId), id);

  /** The representative when its company belongs to the user (and is companyId, when given). */
  async function findOwned({ id, userId, companyId }: RepresentativeTarget) {
    const found = await db
      .selectFrom('representatives')
      .innerJoin('companies', 'companies.id', 'representatives.company_id')
      .select('representatives.company_id as companyId')
      .where('representatives.id', '=', id)
      .where('companies.user_id', '=', userId)
      .executeTakeFirst();
    if (!found || (companyId !== undefined && companyId !== found.companyId))
      throw notFound('representative');
    const people = await loadCompanyPeople(db, found.companyId, userId);
    const row = people.rows.find((candidate) => candidate.id === id) as RepresentativeRow;
    return { people, row };
  }

  /** Domain rules of spec §5 Representative in the company's context, then the stored columns. */
  function check(people: CompanyPeople, row: RepresentativeRow | null, body: Record<string, unknown>) {
    const isUser = row?.is_user === 1;
    const person: Representative = personSchemaFor(people, row).parse(body);
    return personColumns(person, {
      enrollment: people.journey === 'enrollment',
      isUser,
      isBeneficialOwner: isBeneficialOwner(
        {
          is_beneficial_owner: person.is_beneficial_owner,
          shareholders_value: person.is_shareholder === false ? 0 : person.shareholders_value,
        },
        people.totalShares,
      ),
    });
  }

  const strip = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).filter(([key]) => !CLIENT_ONLY.includes(key)));

  return {
    async list(companyId: string, userId: string): Promise<RepresentativeReply[]> {
      const people = await loadCompanyPeople(db, companyId, userId);
      return toEntries(db, config.publicApiUrl, people);
    },

    async create(userId: string, companyId: string, body: Record<string, unknown>): Promise<PersonReply> {
      // Remaining shares are read, checked and written under the company's lock.
      const { ownerCompanyId, id } = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await loadCompanyPeople(trx, companyId, userId);
        const columns = check(people, null, strip(body));
        const id = await createRepresentativeRepository(trx).append(
          people.company.id,
          columns,
          'person',
          clock.now().toISOString(),
        );
        return { ownerCompanyId: people.company.id, id };
      });
      return entry(ownerCompanyId, userId, id);
    },

    /**
     * PUT /representatives/{id}: the body is laid over the stored answers, since the client
     * leaves some out on edit (fatca and company ids).
     */
    async update(target: RepresentativeTarget, body: Record<string, unknown>): Promise<PersonReply> {
      const { id, userId } = target;
      const found = await findOwned(target);
      if (found.row.is_company === 1) throw new AppError('forbidden', 'error.forbidden');
      // Read again under the company's lock: another save may have taken shares meanwhile.
      await withCompanySharesLocked(db, found.row.company_id, async (trx) => {
        const people = await loadCompanyPeople(trx, found.row.company_id, userId);
        const row = people.rows.find((candidate) => candidate.id === id);
        if (!row) throw notFound('representative');
        const columns = check(people, row, { ...personWire(row), ...strip(body) });
        await createRepresentativeRepository(trx).update(row.id, row.company_id, {
          ...columns,
          updated_at: clock.now().toISOString(),
        });
      });
      return entry(found.row.company_id, userId, id);
    },

    /** The account user's own entry cannot be deleted (spec §6). */
    async remove(target: RepresentativeTarget): Promise<void> {
      const { row } = await findOwned(target);
      if (row.is_user === 1) throw new AppError('forbidden', 'error.forbidden');
      await repository.delete(row.id, row.company_id);
    },

    /** Owner selection: this person becomes the account user's entry. */
    async linkUser(target: RepresentativeTarget): Promise<PersonReply> {
      const { row } = await findOwned(target);
      if (row.is_company === 1) throw new AppError('forbidden', 'error.forbidden');
      await repository.linkUser(row.id, row.company_id, target.userId, clock.now().toISOString());
      return entry(row.company_id, target.userId, row.id);
    },

    /**
     * GET /companies/{id}/validate-representatives: every person valid, their proofs on file, a
     * beneficial owner, the shares allocated; else a 422 with per-person messages and by field.
     */
    async validate(companyId: string, userId: string, locale: Locale): Promise<RepresentativesValidReply> {
      const people = await loadCompanyPeople(db, companyId, userId);
      const check = await checkRepresentatives(db, people, locale);
      if (check.messages.length > 0) {
        throw new AppError('validation_failed', 'validation.form_invalid', check.fields, {
          messages: check.messages,
        });
      }
      return { valid: true };
    },
  };
}

export type RepresentativeService = ReturnType<typeof createRepresentativeService>;
