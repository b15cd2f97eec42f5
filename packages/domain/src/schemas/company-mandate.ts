import { z } from 'zod';
import { isSharesValueValid } from '../rules/shares';
import { HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY, type LegalFormCode } from '../tables/legal-forms';
import { addressSchema } from './address';
import {
  checkForeignTaxCountry,
  checkRna,
  checkSiren,
  checkSiret,
  checkTitle,
  issue,
  NAF_CODE_PATTERN,
} from './company-shared';
import {
  countryCodeSchema,
  emailSchema,
  evenWithOtherErrors,
  foreignTaxAddressesSchema,
  jobCodeSchema,
  legalFormCodeSchema,
  nafCodeInputSchema,
  nameSchema,
  phoneSchema,
  sharesSchema,
  sirenInputSchema,
  siretInputSchema,
  yesNoSchema,
} from './fields';
import { memoizeByContext } from './memoize';

export interface CompanyMandateContext {
  journey: 'signup' | 'enrollment';
  /** Shares nobody holds yet. */
  remainingShares: number;
  /** Shares this company holds before the edit (0 when new). */
  ownShares: number;
}

/**
 * A company as shareholder or mandatary of the company being opened (spec §3 Company mandate).
 * POST /companies/{id}/mandate, PATCH /companies/{id}/mandate/{mandateId}.
 */
function buildCompanyMandateSchema(context: CompanyMandateContext) {
  return z
    .object({
      name: nameSchema(255),
      legal_form: legalFormCodeSchema,
      siret: siretInputSchema.nullish(),
      siren: sirenInputSchema,
      rna: z
        .string()
        .trim()
        .max(50, { error: 'validation.rna_format' })
        .transform((value) => value.toUpperCase())
        .nullish(),
      naf_activity_code: nafCodeInputSchema,
      address: addressSchema(),
      activity_address: addressSchema().nullish(),
      phone: phoneSchema.nullish(),
      email: emailSchema.nullish().or(z.literal('')),
      is_mandatary: yesNoSchema,
      title_code: jobCodeSchema.nullish(),
      is_shareholder: yesNoSchema,
      shareholders_value: sharesSchema.nullish(),
      is_fatca: yesNoSchema,
      has_foreign_tax_country: yesNoSchema.nullish(),
      foreign_tax_country: countryCodeSchema.nullish(),
      foreign_tax_addresses: foreignTaxAddressesSchema,
    })
    .superRefine((mandate, ctx) => {
      const legalForm = mandate.legal_form as LegalFormCode | undefined;
      if (legalForm && HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY.includes(legalForm)) {
        issue(ctx, ['legal_form'], 'validation.invalid_choice');
      }
      checkRna(ctx, mandate.rna, legalForm === 'ASS');
      checkSiret(ctx, mandate.siret, legalForm !== 'ASS' && legalForm !== 'SENIRCS');
      checkSiren(ctx, mandate.siren, mandate.siret);
      const naf = mandate.naf_activity_code;
      if (typeof naf === 'string' && naf !== '' && !NAF_CODE_PATTERN.test(naf)) {
        issue(ctx, ['naf_activity_code'], 'validation.naf_invalid');
      }
      checkTitle(ctx, mandate);
      if (mandate.is_shareholder === true) {
        const shares = mandate.shareholders_value;
        if (
          typeof shares !== 'number' ||
          !isSharesValueValid(shares, context.remainingShares, context.ownShares)
        ) {
          issue(ctx, ['shareholders_value'], 'validation.shares_invalid');
        }
      }
      checkForeignTaxCountry(ctx, mandate.has_foreign_tax_country, mandate.foreign_tax_country);
    }, evenWithOtherErrors);
}

/** buildCompanyMandateSchema, kept per context (see memoize.ts). */
export const companyMandateSchema = memoizeByContext(buildCompanyMandateSchema);

export const CompanyMandateSchema = companyMandateSchema({
  journey: 'signup',
  remainingShares: Number.MAX_SAFE_INTEGER,
  ownShares: 0,
});
export type CompanyMandate = z.infer<typeof CompanyMandateSchema>;
