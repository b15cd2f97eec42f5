import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  createDocumentRepository,
  type DocumentRow,
  type DocumentSlotQuery,
  type DocumentSubject,
} from './document.repository';

/**
 * Read-only questions other modules ask about documents (identity card present, company
 * proofs complete...). Only live documents count.
 */
export function listDocuments(db: Kysely<Database>, query: DocumentSlotQuery): Promise<DocumentRow[]> {
  return createDocumentRepository(db).list(query);
}

export async function hasDocument(
  db: Kysely<Database>,
  query: DocumentSubject & { type: string },
): Promise<boolean> {
  return (await createDocumentRepository(db).count(query)) > 0;
}

/** The most recent live document of a slot, e.g. for a user's identity_card_url. */
export async function latestDocument(
  db: Kysely<Database>,
  query: DocumentSubject & { type: string },
): Promise<DocumentRow | undefined> {
  const rows = await createDocumentRepository(db).list(query);
  return rows.at(-1);
}

/** Key of latestDocuments' answer. */
export const slotKey = (subject: DocumentSubject, type: string) =>
  `${subject.subjectType}:${subject.subjectId}:${type}`;

/**
 * The most recent live document of each slot of several subjects, in one query (a list of
 * people asks for everyone's identity card at once). Keyed by slotKey.
 */
export async function latestDocuments(
  db: Kysely<Database>,
  subjects: readonly DocumentSubject[],
  types: readonly string[],
): Promise<Map<string, DocumentRow>> {
  const latest = new Map<string, DocumentRow>();
  if (subjects.length === 0 || types.length === 0) return latest;
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where((eb) =>
      eb.or(
        subjects.map((subject) =>
          eb.and([eb('subject_type', '=', subject.subjectType), eb('subject_id', '=', subject.subjectId)]),
        ),
      ),
    )
    .where('type', 'in', [...types])
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows)
    latest.set(slotKey({ subjectType: row.subject_type, subjectId: row.subject_id }, row.type), row);
  return latest;
}

/** Of the given slots, those without any live document, in the order given. */
export async function missingDocumentTypes(
  db: Kysely<Database>,
  subject: DocumentSubject,
  types: readonly string[],
): Promise<string[]> {
  const present = new Set((await createDocumentRepository(db).list(subject)).map((row) => row.type));
  return types.filter((type) => !present.has(type));
}

/** Number of the given slots still empty (the proofs step's "missing" count). */
export async function countMissingDocuments(
  db: Kysely<Database>,
  subject: DocumentSubject,
  types: readonly string[],
): Promise<number> {
  return (await missingDocumentTypes(db, subject, types)).length;
}
