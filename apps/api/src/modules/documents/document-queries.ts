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
