import type { MandateAnswersReply, PersonAnswersReply } from '@app/domain';

/** What the table keeps of an entry besides its answers. */
interface Stored {
  user_id: string | null;
  position: number;
  created_at: string;
  updated_at: string;
}

/**
 * A natural person as the repository reads it: the wire's names and shapes from column to
 * reply (only JSON text and 0/1 booleans are decoded), plus what the table keeps.
 */
export type PersonRecord = PersonAnswersReply & Stored;

/** A company mandate as the repository reads it, its company_* columns under the wire's names. */
export type MandateRecord = MandateAnswersReply & Stored;

/** One row of the representatives table: natural persons and company mandates share it. */
export type RepresentativeRecord = PersonRecord | MandateRecord;

/** The answers a person's save writes (ids, kind and the account-user link are not the body's). */
export type PersonChanges = Omit<PersonAnswersReply, 'id' | 'company_id' | 'is_company' | 'is_user'>;

/** The answers a company mandate's save writes. */
export type MandateChanges = Omit<MandateAnswersReply, 'id' | 'company_id' | 'is_company'>;

export const isPersonRecord = (record: RepresentativeRecord): record is PersonRecord => !record.is_company;
