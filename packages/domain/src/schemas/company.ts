import { z } from 'zod';
import { parseAmount } from '../rules/amount';
import { FORMS_WITH_OPTIONAL_SIRET, FORMS_WITHOUT_CAPITAL, type LegalFormCode } from '../tables/legal-forms';
import { REGISTRATION_TYPES } from '../tables/registration-types';
import { addressSchema } from './address';
import {
  checkForeignTaxCountry,
  checkRna,
  checkSiren,
  checkSiret,
  issue,
  NAF_CODE_PATTERN,
} from './company-shared';
import {
  amountSchema,
  countryCodeSchema,
  evenWithOtherErrors,
  legalFormCodeSchema,
  nafCodeInputSchema,
  nameSchema,
  optionalString,
  phoneSchema,
  shareTotalSchema,
  sirenInputSchema,
  siretInputSchema,
  yesNoSchema,
} from './fields';
import { companyFreeFieldsBodyShape } from './free-fields';
import { memoizeByContext } from './memoize';

export interface CompanyContext {
  journey: 'signup' | 'enrollment';
}

/** Capital is asked in enrollment (a company being created builds up its capital), except for these forms. */
export const asksCapital = (journey: CompanyContext['journey'], legalForm: LegalFormCode | undefined) =>
  journey === 'enrollment' && !(legalForm && FORMS_WITHOUT_CAPITAL.includes(legalForm));

/** SIRET is required for a French company of the signup journey, except CSE, ASS and foreign companies. */
export const requiresSiret = (journey: CompanyContext['journey'], legalForm: LegalFormCode | undefined) =>
  journey === 'signup' &&
  !(legalForm && (FORMS_WITH_OPTIONAL_SIRET.includes(legalForm) || legalForm === 'SENIRCS'));

/**
 * POST /companies and PUT /companies/{id} (spec §3, §5 Company). Rules that depend on the legal form
 * read it from the data; rules that depend on the journey come from the context.
 */
function buildCompanySchema(context: CompanyContext) {
  const signup = context.journey === 'signup';
  return z
    .object({
      name: nameSchema(255),
      legal_form: legalFormCodeSchema,
      naf_activity_code: nafCodeInputSchema,
      naf_activity_code_label: optionalString(255),
      rna: z
        .string()
        .trim()
        .max(50, { error: 'validation.rna_format' })
        .transform((value) => value.toUpperCase())
        .nullish(),
      siret: siretInputSchema.nullish(),
      siren: sirenInputSchema,
      /** Registration number of a foreign company (SENIRCS). */
      company_number: optionalString(50),
      capital_amount: amountSchema.nullish(),
      number_of_actions: shareTotalSchema.nullish(),
      /** Form-only answer: yes makes up_capital_amount equal to capital_amount. */
      capital_fully_paid: z.boolean().nullish(),
      up_capital_amount: amountSchema.nullish(),
      address: addressSchema({ strictPostcode: signup }),
      same_activity_address: yesNoSchema,
      activity_address: addressSchema({ strictPostcode: signup }).nullish(),
      phone: phoneSchema,
      description: optionalString(2000),
      forecast_turnover: amountSchema.nullish(),
      ...companyFreeFieldsBodyShape,
      is_active_non_financial_entity: yesNoSchema,
      is_fatca: yesNoSchema,
      has_foreign_tax_country: yesNoSchema,
      foreign_tax_country: countryCodeSchema.nullish(),
      limited_liability: z.boolean().nullish(),
      registration_type: z.enum(REGISTRATION_TYPES).nullish(),
    })
    .superRefine((company, ctx) => {
      const legalForm = company.legal_form as LegalFormCode | undefined;
      checkRna(ctx, company.rna, legalForm === 'ASS');
      checkSiret(ctx, company.siret, requiresSiret(context.journey, legalForm));
      checkSiren(ctx, company.siren, company.siret);
      if (legalForm === 'SENIRCS' && !company.company_number) {
        issue(ctx, ['company_number'], 'validation.company_number_required');
      }
      if (signup) {
        const naf = company.naf_activity_code;
        if (typeof naf !== 'string' || naf === '')
          issue(ctx, ['naf_activity_code'], 'validation.naf_required');
        else if (!NAF_CODE_PATTERN.test(naf)) issue(ctx, ['naf_activity_code'], 'validation.naf_invalid');
      } else if (typeof company.naf_activity_code === 'string' && company.naf_activity_code !== '') {
        // Optional for a company being created, but a code when given.
        if (!NAF_CODE_PATTERN.test(company.naf_activity_code))
          issue(ctx, ['naf_activity_code'], 'validation.naf_invalid');
      }
      if (company.same_activity_address === false && !company.activity_address) {
        issue(ctx, ['activity_address'], 'validation.required');
      }
      checkForeignTaxCountry(ctx, company.has_foreign_tax_country, company.foreign_tax_country);
      if (asksCapital(context.journey, legalForm)) checkCapital(ctx, company);
    }, evenWithOtherErrors);
}

function checkCapital(
  ctx: z.core.$RefinementCtx<unknown>,
  company: {
    capital_amount?: unknown;
    number_of_actions?: unknown;
    up_capital_amount?: unknown;
    capital_fully_paid?: unknown;
  },
) {
  const capital = parseAmount(company.capital_amount as string | null | undefined);
  if (company.capital_amount == null || company.capital_amount === '') {
    issue(ctx, ['capital_amount'], 'validation.required');
  }
  if (company.number_of_actions == null || company.number_of_actions === '') {
    issue(ctx, ['number_of_actions'], 'validation.required');
  } else {
    const actions = parseAmount(company.number_of_actions as string);
    if (actions !== null && actions < 1)
      issue(ctx, ['number_of_actions'], 'validation.number_of_actions_min');
  }
  if (company.capital_fully_paid === true) return;
  if (company.up_capital_amount == null || company.up_capital_amount === '') {
    issue(ctx, ['up_capital_amount'], 'validation.up_capital_required');
    return;
  }
  const upCapital = parseAmount(company.up_capital_amount as string);
  if (capital !== null && upCapital !== null && upCapital > capital) {
    issue(ctx, ['up_capital_amount'], 'validation.up_capital_exceeds_capital');
  }
}

/** buildCompanySchema, kept per context (see memoize.ts). */
export const companySchema = memoizeByContext(buildCompanySchema);

export const CompanySignupSchema = companySchema({ journey: 'signup' });
export const CompanyEnrollmentSchema = companySchema({ journey: 'enrollment' });
export type CompanySignup = z.infer<typeof CompanySignupSchema>;
export type CompanyEnrollment = z.infer<typeof CompanyEnrollmentSchema>;
export type CompanyInput = z.input<typeof CompanySignupSchema>;
