import { isUnderBankRecord, type OpeningStatus } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import { reusableListQuery } from '../reusable-query';
import type { Database } from '../schema';
import type { DocumentSubjectType, DocumentsTable } from '../tables/documents';

export type DocumentRow = Selectable<DocumentsTable>;

export interface DocumentSubject {
  subjectType: DocumentSubjectType;
  subjectId: string;
}

export interface DocumentSlotQuery extends DocumentSubject {
  /** One slot (kbis, identity_card...); all of the subject's documents when absent. */
  type?: string;
}

/** An opening and the names its documents are shown under. */
export interface CaseSubject {
  caseId: string;
  userId: string;
  userName: string;
  companyName: string;
}

/** Key of a subject in underBankRecord's answer. */
export const subjectKey = (subject: DocumentSubject) => `${subject.subjectType}:${subject.subjectId}`;

/** Key of latestOfSlots' answer. */
export const slotKey = (subject: DocumentSubject, type: string) =>
  `${subject.subjectType}:${subject.subjectId}:${type}`;

// A list of people reads everyone's proofs on each journey step: compiled once per list size.
// The values are the slot types, then each subject's type and id (the shape: how many types).
const latestOfSlotsQuery = reusableListQuery((db: Kysely<Database>, typeCount: number, values: string[]) => {
  const types = values.slice(0, typeCount);
  const subjects = values.slice(typeCount);
  return db
    .selectFrom('documents')
    .selectAll()
    .where((eb) =>
      eb.or(
        Array.from({ length: subjects.length / 2 }, (_, index) =>
          eb.and([
            eb('subject_type', '=', subjects[index * 2] as DocumentSubject['subjectType']),
            eb('subject_id', '=', subjects[index * 2 + 1] as string),
          ]),
        ),
      ),
    )
    .where('type', 'in', types)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id');
});

/** SQL for document metadata; only live documents (deleted_at null) unless said otherwise. */
export function createDocumentRepository(db: Kysely<Database>) {
  async function list(query: DocumentSlotQuery): Promise<DocumentRow[]> {
    let select = db
      .selectFrom('documents')
      .selectAll()
      .where('subject_type', '=', query.subjectType)
      .where('subject_id', '=', query.subjectId)
      .where('deleted_at', 'is', null);
    if (query.type) select = select.where('type', '=', query.type);
    return select.orderBy('created_at').orderBy('id').execute();
  }

  async function count(query: DocumentSlotQuery & { type: string }): Promise<number> {
    const row = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('subject_type', '=', query.subjectType)
      .where('subject_id', '=', query.subjectId)
      .where('type', '=', query.type)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  return {
    list,
    count,

    async insertMany(rows: DocumentRow[], trx: Kysely<Database> = db): Promise<void> {
      if (rows.length > 0) await trx.insertInto('documents').values(rows).execute();
    },

    /** The most recent live document of a slot, e.g. for a user's identity_card_url. */
    async latest(query: DocumentSubject & { type: string }): Promise<DocumentRow | undefined> {
      return (await list(query)).at(-1);
    },

    async has(query: DocumentSubject & { type: string }): Promise<boolean> {
      return (await count(query)) > 0;
    },

    /** Of the given slots, those without any live document, in the order given. */
    async missingTypes(subject: DocumentSubject, types: readonly string[]): Promise<string[]> {
      const present = new Set((await list(subject)).map((row) => row.type));
      return types.filter((type) => !present.has(type));
    },

    /**
     * The most recent live document of each slot of several subjects, in one query (a list of
     * people asks for everyone's identity card at once). Keyed by slotKey.
     */
    async latestOfSlots(
      subjects: readonly DocumentSubject[],
      types: readonly string[],
    ): Promise<Map<string, DocumentRow>> {
      const latest = new Map<string, DocumentRow>();
      if (subjects.length === 0 || types.length === 0) return latest;
      const rows = await latestOfSlotsQuery(db, types.length, [
        ...types,
        ...subjects.flatMap((subject) => [subject.subjectType, subject.subjectId]),
      ]);
      for (const row of rows)
        latest.set(slotKey({ subjectType: row.subject_type, subjectId: row.subject_id }, row.type), row);
      return latest;
    },

    /**
     * The live documents of an opening: its user's own, its company's, and those of its people and
     * company mandates, each with whose it is. The same query decides which document ids the
     * back-office may serve for this case.
     */
    async ofCase(subject: CaseSubject): Promise<{ row: DocumentRow; subjectName: string }[]> {
      const people = await db
        .selectFrom('representatives')
        .select(['id', 'is_company', 'first_name', 'last_name', 'company_name'])
        .where('company_id', '=', subject.caseId)
        .execute();
      const names = new Map<string, string>([
        [subject.userId, subject.userName],
        [subject.caseId, subject.companyName],
        ...people.map((person): [string, string] => [
          person.id,
          person.is_company === 1
            ? (person.company_name ?? '')
            : `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim(),
        ]),
      ]);
      const rows = await db
        .selectFrom('documents')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('subject_id', 'in', [...names.keys()])
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({ row, subjectName: names.get(row.subject_id) ?? '' }));
    },

    /**
     * Of these subjects, those whose documents are the bank's record: a company or a person of an
     * opening submitted to the bank, or a user with any such opening (their identity card and
     * proof of address are part of it). Keyed `subject_type:subject_id`.
     */
    async underBankRecord(subjects: readonly DocumentSubject[]): Promise<Set<string>> {
      const ids = (type: DocumentSubject['subjectType']) =>
        subjects.filter((subject) => subject.subjectType === type).map((subject) => subject.subjectId);
      const submitted = (statuses: readonly { opening_status: OpeningStatus }[]) =>
        statuses.some(({ opening_status }) => isUnderBankRecord(opening_status));
      const keys = new Set<string>();
      const [companies, people, users] = [ids('company'), ids('representative'), ids('user')];
      if (companies.length > 0) {
        const rows = await db
          .selectFrom('companies')
          .select(['id', 'opening_status'])
          .where('id', 'in', companies)
          .execute();
        for (const row of rows) if (submitted([row])) keys.add(`company:${row.id}`);
      }
      if (people.length > 0) {
        const rows = await db
          .selectFrom('representatives as r')
          .innerJoin('companies as c', 'c.id', 'r.company_id')
          .select(['r.id', 'c.opening_status'])
          .where('r.id', 'in', people)
          .execute();
        for (const row of rows) if (submitted([row])) keys.add(`representative:${row.id}`);
      }
      if (users.length > 0) {
        const rows = await db
          .selectFrom('companies')
          .select(['user_id', 'opening_status'])
          .where('user_id', 'in', users)
          .execute();
        for (const row of rows) if (submitted([row])) keys.add(`user:${row.user_id}`);
      }
      return keys;
    },

    /** The document when it is live and belongs to userId; undefined otherwise (never tells which). */
    async findOwned(id: string, userId: string): Promise<DocumentRow | undefined> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async markDeleted(ids: string[], at: string, trx: Kysely<Database> = db): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('documents')
        .set({ deleted_at: at })
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
