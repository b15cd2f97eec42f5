/**
 * Why the bank refuses an opening. Kept inside the bank: the customer's e-mail and application
 * page never name the reason (an anti-money-laundering suspicion must not be disclosed to the
 * customer, Code monétaire et financier art. L561-18). The back-office labels them.
 */
export const REFUSAL_REASON_CODES = [
  'aml_suspicion',
  'sanctions_match',
  'identity_not_verified',
  'professional_not_verified',
  'documents_not_compliant',
  'activity_out_of_scope',
  'customer_withdrew',
  'other',
] as const;
export type RefusalReasonCode = (typeof REFUSAL_REASON_CODES)[number];
