import type { KycVariant } from './questionnaire-v3/types';

/** Which questionnaire a company answers (spec §7: new_company, ei for EI/AE, association for ASS/AS). */
export function kycVariantOf(company: { registration_type: string; legal_form: string }): KycVariant {
  if (company.registration_type === 'new_company') return 'new_company';
  if (company.legal_form === 'EI' || company.legal_form === 'AE') return 'ei';
  if (company.legal_form === 'ASS' || company.legal_form === 'AS') return 'association';
  return 'default';
}
