import { z } from 'zod';
import { isSoleTrader } from '../tables/business-entity';

export const CRS_VALUES = ['ActiveNonFinancialEntity', 'PassiveNonFinancialEntity'] as const;

/** Tax and regulatory classification sent by POST /company-certification/{companyId} (spec §3). */
export const ClientStatusSchema = z.object({
  crs: z.enum(CRS_VALUES),
  crs_subtype: z.string().max(100).nullable(),
  crs_sub_type: z.literal('PassiveLower').nullable(),
  giin: z.string().max(100).nullable(),
  is_owner_invest_entity: z.boolean(),
  registration_place: z.string().max(255).nullable(),
});
export type ClientStatus = z.infer<typeof ClientStatusSchema>;

export const CompanyCertificationSchema = z.object({ client_status: ClientStatusSchema });
export type CompanyCertification = z.infer<typeof CompanyCertificationSchema>;

/** The value the client sends from the "active non-financial entity" answer (spec §3). */
export function clientStatusFromAnswer(isActiveNonFinancialEntity: boolean): ClientStatus {
  return {
    crs: isActiveNonFinancialEntity ? 'ActiveNonFinancialEntity' : 'PassiveNonFinancialEntity',
    crs_subtype: null,
    crs_sub_type: isActiveNonFinancialEntity ? 'PassiveLower' : null,
    giin: null,
    is_owner_invest_entity: false,
    registration_place: null,
  };
}

/**
 * The "active non-financial entity" answer a business's client status is computed from: a sole
 * trader is not asked it (the account is their own practice's, whose income is its activity's: the
 * spec's default, ActiveNonFinancialEntity); a company's is its own answer.
 */
export const activeNonFinancialEntityAnswer = (
  legalForm: string | null | undefined,
  answer: boolean | null | undefined,
): boolean | null => (isSoleTrader(legalForm) ? true : (answer ?? null));
