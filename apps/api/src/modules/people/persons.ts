import {
  type Holder,
  isBeneficialOwner,
  type PersonReply,
  type Representative,
  SOLE_TRADER_ROLES,
} from '@app/domain';
import type { Kysely } from 'kysely';
import { ZodError } from 'zod';
import type { Address } from '../../db/repositories/company-record';
import { isPersonRecord, type PersonChanges, type PersonRecord } from '../../db/repositories/person-record';
import { withCompanySharesLocked } from '../../db/repositories/shares-lock';
import type { Database } from '../../db/schema';
import { AppError, notFound, validationFailed } from '../../errors';
import { refuseUndeclarable } from './declarable';
import {
  isSoleTraderEntry,
  type OpeningPeople,
  type PeopleOnFile,
  personIn,
  personSchemaFor,
  refuseForSoleTrader,
} from './opening-people';
import type { PeopleParts } from './people-parts';
import { personEntryOf } from './people-replies';
import { personAnswersOf, personChanges } from './person-answers';

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
  people: OpeningPeople,
  stored: PersonRecord | null,
  body: Record<string, unknown>,
): PersonChanges {
  // A sole trader's roles are not answers: the person is the business.
  const answers = isSoleTraderEntry(people, stored) ? { ...body, ...SOLE_TRADER_ROLES } : body;
  const person: Representative = personSchemaFor(people, stored).parse(answers);
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

/** The sole trader's practice: where they practise (their home, when they said so) and its SIRET. */
export interface SoleTraderPractice {
  address: Address;
  siret: string | null;
}

/** The person's answers of a sole trader's business form, under the person's names. */
function holderAnswers(holder: Holder, practice: SoleTraderPractice): Record<string, unknown> {
  const { home_is_practice: homeIsPractice, address, ...dueDiligence } = holder;
  return { ...dueDiligence, address: homeIsPractice ? practice.address : address };
}

/** A 422 of the person's rules, named as the business form names the fields (holder.*). */
function asHolderFields(error: unknown): never {
  if (!(error instanceof ZodError)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[['holder', ...issue.path].join('.')] ??= issue.message;
  throw validationFailed(fields as Parameters<typeof validationFailed>[0]);
}

/** The natural persons of an opening: declared, edited, removed, and the account user's entry. */
export function createPersons(parts: PeopleParts) {
  const { db, clock, config, repos, openingFlags, healthProfessionals, risk, screening } = parts;

  /** The saved person's entry, from one reading of the company's people after the write. */
  const answer = async (companyId: string, userId: string, id: string): Promise<PersonReply> =>
    personEntryOf(config.publicApiUrl, await parts.loadOnFile(db, companyId, userId), id);

  /**
   * A person's save in the caller's transaction: the people are read once with what is on file
   * for them, the answers checked and written with the bank's flags and the register check (a sole
   * trader's practice SIRET too), and the entry answered from that reading with the person as saved.
   */
  async function saveIn(
    trx: Kysely<Database>,
    companyId: string,
    userId: string,
    write: (trx: Kysely<Database>, people: PeopleOnFile) => Promise<{ id: string; changes: PersonChanges }>,
    practice: SoleTraderPractice | null = null,
  ): Promise<PersonReply> {
    const people = await parts.loadOnFile(trx, companyId, userId);
    const { id, changes } = await write(trx, people);
    const owner = people.company.id;
    const now = clock.now().toISOString();
    await openingFlags.flagPerson(trx, { companyId: owner, personId: id, person: changes, now });
    const verification = await healthProfessionals.recordVerification(trx, {
      companyId: owner,
      personId: id,
      person: changes,
      now,
      practice: practice ? { siret: practice.siret } : null,
    });
    const saved = await repos.people(trx).findInCompany(id, owner);
    if (!saved) throw notFound('representative');
    // Screened before the rating, which reads the screening's hits.
    await screening.screenAfterChange(trx, owner);
    await risk.rerate(trx, {
      caseId: owner,
      trigger: 'person_saved',
      actor: { type: 'customer', id: userId },
    });
    const verifications = new Map(people.verifications);
    if (verification) verifications.set(id, verification);
    else verifications.delete(id);
    const records = [...people.records.filter((record) => record.id !== id), saved].sort(
      (a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at),
    );
    return personEntryOf(config.publicApiUrl, { ...people, records, verifications }, id);
  }

  /** A person's save, read-check-write under the company's lock (see saveIn). */
  const save = (
    companyId: string,
    userId: string,
    write: (trx: Kysely<Database>, people: PeopleOnFile) => Promise<{ id: string; changes: PersonChanges }>,
  ): Promise<PersonReply> =>
    withCompanySharesLocked(db, companyId, (trx) => saveIn(trx, companyId, userId, write));

  /** The representative when its company belongs to the user (and is companyId, when given). */
  async function findOwned({ id, userId, companyId }: RepresentativeTarget) {
    const ownerCompanyId = await repos.people(db).ownedCompanyOf(id, userId);
    if (!ownerCompanyId || (companyId !== undefined && companyId !== ownerCompanyId))
      throw notFound('representative');
    const record = (await repos.people(db).listByCompany(ownerCompanyId)).find(
      (candidate) => candidate.id === id,
    );
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
    /** A new person at the end of the list (a sole trader declares no one). */
    create: (userId: string, companyId: string, body: Record<string, unknown>): Promise<PersonReply> =>
      save(companyId, userId, async (trx, people) => {
        refuseForSoleTrader(people);
        const changes = check(people, null, strip(body));
        const id = await repos
          .people(trx)
          .appendPerson(people.company.id, changes, clock.now().toISOString());
        return { id, changes };
      }),

    /**
     * PUT /representatives/{id}: the body is laid over the stored answers, since the client
     * leaves some out on edit (fatca and company ids).
     */
    async update(target: RepresentativeTarget, body: Record<string, unknown>): Promise<PersonReply> {
      const { company_id: companyId } = await findOwnedPerson(target);
      // Read again under the company's lock: another save may have taken shares meanwhile.
      return save(companyId, target.userId, async (trx, people) => {
        // A sole trader's own entry is their business form's (PUT /companies/{id}).
        refuseForSoleTrader(people);
        const stored = personIn(people, target.id);
        const changes = check(people, stored, { ...personAnswersOf(stored), ...strip(body) });
        await repos.people(trx).updatePerson(stored.id, companyId, changes, clock.now().toISOString());
        return { id: stored.id, changes };
      });
    },

    /** The account user's own entry cannot be deleted (spec §6). */
    async remove(target: RepresentativeTarget): Promise<void> {
      const record = await findOwned(target);
      if (isPersonRecord(record) && record.is_user) throw new AppError('forbidden', 'error.forbidden');
      await db.transaction().execute(async (trx) => {
        await repos.people(trx).delete(record.id, record.company_id);
        // A person no longer declared is no longer for the bank to review.
        await openingFlags.clearSubject(trx, record.company_id, record.id);
        await healthProfessionals.forgetVerification(trx, record.id);
        await risk.rerate(trx, {
          caseId: record.company_id,
          trigger: 'person_removed',
          actor: { type: 'customer', id: target.userId },
        });
      });
    },

    /**
     * A sole trader's own due diligence, given on the business form: their entry (the account
     * user's) takes it over their identity from the account, with the roles of a sole trader and
     * their home address (the practice's when they said so), checked with the person's rules; the
     * bank's flags and the directory check (number, name, profession, practice SIRET) follow. Runs
     * in the business form's transaction: a refusal leaves nothing written.
     */
    saveHolder: (
      trx: Kysely<Database>,
      input: { companyId: string; userId: string; holder: Holder; practice: SoleTraderPractice },
    ): Promise<PersonReply> =>
      saveIn(
        trx,
        input.companyId,
        input.userId,
        async (conn, people) => {
          const stored = people.records.filter(isPersonRecord).find((record) => record.is_user);
          if (!stored) throw notFound('representative');
          let changes: PersonChanges;
          try {
            changes = check(people, stored, {
              ...personAnswersOf(stored),
              ...holderAnswers(input.holder, input.practice),
            });
          } catch (error) {
            asHolderFields(error);
          }
          await repos
            .people(conn)
            .updatePerson(stored.id, stored.company_id, changes, clock.now().toISOString());
          return { id: stored.id, changes };
        },
        input.practice,
      ),

    /** Owner selection: this person becomes the account user's entry. */
    async linkUser(target: RepresentativeTarget): Promise<PersonReply> {
      const person = await findOwnedPerson(target);
      await repos.people(db).linkUser(person.id, person.company_id, target.userId, clock.now().toISOString());
      return answer(person.company_id, target.userId, person.id);
    },
  };
}
