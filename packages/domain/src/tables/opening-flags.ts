/**
 * Flags on an opening for the bank's review. Raised by the onboarding API: pep (a politically
 * exposed person), us_person (FATCA). The back-office raises the others: professional_unverified
 * (the healthcare professional's registration is not confirmed), payer_mismatch (the first
 * transfer's payer is not the company). Their labels are the back-office's `flag.<code>` words.
 */
export const OPENING_FLAG_CODES = ['pep', 'us_person', 'professional_unverified', 'payer_mismatch'] as const;
export type OpeningFlagCode = (typeof OPENING_FLAG_CODES)[number];
