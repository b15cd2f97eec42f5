import { z } from 'zod';

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
