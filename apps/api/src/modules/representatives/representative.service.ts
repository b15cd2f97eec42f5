import {
  isBeneficialOwner,
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
// Healthcare professionals
import { forgetVerification, recordProfessionalVerification } from '../../sante/verification';
import { createCompanyRepository } from '../companies/company.repository';
import { createOpeningFlagsRepository } from '../opening-flags/opening-flags.repository';
import { flagPerson } from '../opening-flags/person-flags';
import { type CompanyPeople, loadCompanyPeople, personIn, personSchemaFor } from './company-people';
import { refuseUndeclarable } from './declarable';
import { personEntryOf, toEntries } from './people-replies';
import { createRepresentativeRepository } from './representative.repository';
import { personAnswersOf, personChanges } from './representative-answers';
import { isPersonRecord, type PersonChanges, type PersonRecord } from './representative-record';
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

const strip = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !CLIENT_ONLY.includes(key)));

/** Domain rules of spec §5 Representative in the company's context, then the answers to store. */
function check(
  people: CompanyPeople,
  stored: PersonRecord | null,
  body: Record<string, unknown>,
): PersonChanges {
  const person: Representative = personSchemaFor(people, stored).parse(body);
  const isUser = stored?.is_user === true;
  const changes = personChanges(person, {
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
  refuseUndeclarable(people, { ...changes, isCompany: false, isUser });
  return changes;
}

export function createRepresentativeService({ db, clock, config }: Deps) {
  const repository = createRepresentativeRepository(db);
  const entry = async (companyId: string, userId: string, id: string): Promise<PersonReply> =>
    personEntryOf(db, config.publicApiUrl, await loadCompanyPeople(db, companyId, userId), id);

  /** The representative when its company belongs to the user (and is companyId, when given). */
  async function findOwned({ id, userId, companyId }: RepresentativeTarget) {
    const ownerCompanyId = await repository.ownedCompanyOf(id, userId);
    if (!ownerCompanyId || (companyId !== undefined && companyId !== ownerCompanyId))
      throw notFound('representative');
    const people = await loadCompanyPeople(db, ownerCompanyId, userId);
    const record = people.records.find((candidate) => candidate.id === id);
    if (!record) throw notFound('representative');
    return record;
  }

  /** A natural person the user may edit: a company mandate is edited with its own routes (403). */
  async function findOwnedPerson(target: RepresentativeTarget): Promise<PersonRecord> {
    const record = await findOwned(target);
    if (!isPersonRecord(record)) throw new AppError('forbidden', 'error.forbidden');
    return record;
  }

  return {
    async list(companyId: string, userId: string): Promise<RepresentativeReply[]> {
      const people = await loadCompanyPeople(db, companyId, userId);
      return toEntries(db, config.publicApiUrl, people);
    },

    async create(userId: string, companyId: string, body: Record<string, unknown>): Promise<PersonReply> {
      // Remaining shares are read, checked and written under the company's lock.
      const { ownerCompanyId, id } = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await loadCompanyPeople(trx, companyId, userId);
        const changes = check(people, null, strip(body));
        const now = clock.now().toISOString();
        const id = await createRepresentativeRepository(trx).appendPerson(people.company.id, changes, now);
        await flagPerson(trx, people.company.id, id, changes, now);
        await recordProfessionalVerification(trx, people.company.id, id, changes, now);
        return { ownerCompanyId: people.company.id, id };
      });
      return entry(ownerCompanyId, userId, id);
    },

    /**
     * PUT /representatives/{id}: the body is laid over the stored answers, since the client
     * leaves some out on edit (fatca and company ids).
     */
    async update(target: RepresentativeTarget, body: Record<string, unknown>): Promise<PersonReply> {
      const { company_id: companyId } = await findOwnedPerson(target);
      // Read again under the company's lock: another save may have taken shares meanwhile.
      await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await loadCompanyPeople(trx, companyId, target.userId);
        const stored = personIn(people, target.id);
        const changes = check(people, stored, { ...personAnswersOf(stored), ...strip(body) });
        const now = clock.now().toISOString();
        await createRepresentativeRepository(trx).updatePerson(stored.id, companyId, changes, now);
        await flagPerson(trx, companyId, stored.id, changes, now);
        await recordProfessionalVerification(trx, companyId, stored.id, changes, now);
      });
      return entry(companyId, target.userId, target.id);
    },

    /** The account user's own entry cannot be deleted (spec §6). */
    async remove(target: RepresentativeTarget): Promise<void> {
      const record = await findOwned(target);
      if (isPersonRecord(record) && record.is_user) throw new AppError('forbidden', 'error.forbidden');
      await db.transaction().execute(async (trx) => {
        await createRepresentativeRepository(trx).delete(record.id, record.company_id);
        // A person no longer declared is no longer for the bank to review.
        await createOpeningFlagsRepository(trx).clearSubject(record.company_id, record.id);
        await forgetVerification(trx, record.id);
      });
    },

    /** Owner selection: this person becomes the account user's entry. */
    async linkUser(target: RepresentativeTarget): Promise<PersonReply> {
      const person = await findOwnedPerson(target);
      await repository.linkUser(person.id, person.company_id, target.userId, clock.now().toISOString());
      return entry(person.company_id, target.userId, person.id);
    },

    /**
     * GET /companies/{id}/validate-representatives: every person valid, their proofs on file, a
     * beneficial owner, the shares allocated; else a 422 with per-person messages and by field.
     */
    async validate(
      companyId: string,
      userId: string,
      { certified }: { certified: boolean } = { certified: false },
    ): Promise<RepresentativesValidReply> {
      const people = await loadCompanyPeople(db, companyId, userId);
      const check = await checkRepresentatives(db, people);
      if (check.messages.length > 0) {
        throw new AppError('validation_failed', 'validation.form_invalid', check.fields, {
          messages: check.messages,
        });
      }
      if (certified) {
        await createCompanyRepository(db).setRepresentativesCertified(
          people.company.id,
          clock.now().toISOString(),
        );
      }
      return { valid: true };
    },
  };
}

export type RepresentativeService = ReturnType<typeof createRepresentativeService>;
