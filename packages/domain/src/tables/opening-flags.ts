/**
 * Flags on an opening for the bank's review. Raised by the onboarding API: pep (a politically
 * exposed person), us_person (FATCA), professional_not_verified (an RPPS / ADELI number the
 * directory does not confirm). The back-office raises payer_mismatch (the first transfer's payer
 * is not the company). Their labels are the back-office's `flag.<code>` words.
 */
export const OPENING_FLAG_CODES = [
  'pep',
  'us_person',
  'professional_not_verified',
  'payer_mismatch',
] as const;
export type OpeningFlagCode = (typeof OPENING_FLAG_CODES)[number];
