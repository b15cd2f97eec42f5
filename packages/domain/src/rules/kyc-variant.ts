import { isSoleTrader } from '../tables/business-entity';
import type { Journey } from '../tables/registration-types';

export const KYC_VARIANTS = ['new_company', 'ei', 'association', 'default'] as const;
export type KycVariant = (typeof KYC_VARIANTS)[number];

/** Which questionnaire a company answers (spec §7 GET /companies/kyc). */
export function kycVariant(context: { journey: Journey; legalForm?: string | null }): KycVariant {
  if (context.journey === 'enrollment') return 'new_company';
  if (isSoleTrader(context.legalForm)) return 'ei';
  if (context.legalForm === 'ASS' || context.legalForm === 'AS') return 'association';
  return 'default';
}

/** The legal_form query parameter: omitted for the default questionnaire. */
export const kycLegalFormParam = (variant: KycVariant): Exclude<KycVariant, 'default'> | undefined =>
  variant === 'default' ? undefined : variant;
