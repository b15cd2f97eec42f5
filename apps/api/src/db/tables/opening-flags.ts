import type { OpeningFlagCode } from '@app/domain';

/** A flag raised on an opening for the bank's review. */
export interface OpeningFlagsTable {
  id: string;
  company_id: string;
  /** Written only from the domain's OpeningFlagCode. */
  code: OpeningFlagCode;
  /** The person the flag is about; '' when it is about the company itself. */
  subject_id: string;
  /** JSON: what the bank needs to review it (the person's name, the function, the US TIN...). */
  details: string;
  raised_at: string;
}
