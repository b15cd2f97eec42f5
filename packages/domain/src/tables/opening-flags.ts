/**
 * Flags on an opening for the bank's review, each explained on the case page. Raised by the
 * onboarding API: pep (a politically exposed person), us_person (FATCA), professional_not_verified
 * (an RPPS / ADELI number the directory does not confirm), duplicate_siren (the SIREN of another
 * open or pending opening) and duplicate_person (a person declared in another open or pending
 * opening), the last two on both openings. Raised by the bank's transfers: payer_mismatch (a
 * transfer held because its payer is not the shareholder, or for a first transfer not the
 * company). Their labels are the back-office's `flag.<code>` words.
 */
export const OPENING_FLAG_CODES = [
  'pep',
  'us_person',
  'professional_not_verified',
  'payer_mismatch',
  'duplicate_siren',
  'duplicate_person',
] as const;
export type OpeningFlagCode = (typeof OPENING_FLAG_CODES)[number];
