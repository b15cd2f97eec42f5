import { z } from 'zod';
import { parseAmount } from '../rules/amount';
import { isSoleTrader } from '../tables/business-entity';
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
import { holderSchema } from './representative';

export interface CompanyContext {
  journey: 'signup' | 'enrollment';
  /** The sole trader's birth date as the API takes it ('wire', default) or as the form types it ('input'). */
  birthDateFormat?: 'wire' | 'input';
}

/**
 * The share capital and its number of shares are asked of every company that has one: a company
 * being created builds it up, an operating one says how it is split, so each holder's percentage
 * (and who holds more than the beneficial-owner threshold) is computed from real figures.
 */
export const asksCapital = (_journey: CompanyContext['journey'], legalForm: LegalFormCode | undefined) =>
  !(legalForm && FORMS_WITHOUT_CAPITAL.includes(legalForm));

/** The paid-up part of the capital is asked of a company being created only (spec §5). */
export const asksPaidUpCapital = (journey: CompanyContext['journey']) => journey === 'enrollment';

/**
 * The business's own tax questions (active non-financial entity, US person, tax residence abroad)
 * and its second address are asked of a company; a sole trader answers them as the person, on the
 * same form (the person is the business), and practises at the one address given.
 */
export const asksCompanyTaxQuestions = (legalForm: string | null | undefined) => !isSoleTrader(legalForm);

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
      same_activity_address: yesNoSchema.nullish(),
      activity_address: addressSchema({ strictPostcode: signup }).nullish(),
      phone: phoneSchema,
      description: optionalString(2000),
      forecast_turnover: amountSchema.nullish(),
      ...companyFreeFieldsBodyShape,
      is_active_non_financial_entity: yesNoSchema.nullish(),
      is_fatca: yesNoSchema.nullish(),
      has_foreign_tax_country: yesNoSchema.nullish(),
      foreign_tax_country: countryCodeSchema.nullish(),
      limited_liability: z.boolean().nullish(),
      registration_type: z.enum(REGISTRATION_TYPES).nullish(),
      /** A sole trader's own due diligence (required for them, ignored for a company). */
      holder: holderSchema({ birthDateFormat: context.birthDateFormat }).nullish(),
    })
    .superRefine((company, ctx) => {
      const legalForm = company.legal_form as LegalFormCode | undefined;
      if (asksCompanyTaxQuestions(legalForm)) {
        for (const question of [
          'same_activity_address',
          'is_active_non_financial_entity',
          'is_fatca',
          'has_foreign_tax_country',
        ] as const) {
          if (typeof company[question] !== 'boolean') issue(ctx, [question], 'validation.yes_no_required');
        }
        checkForeignTaxCountry(ctx, company.has_foreign_tax_country, company.foreign_tax_country);
      } else if (signup && !company.holder) {
        // (A sole trader is not opened in enrollment: the API refuses the legal form there.)
        issue(ctx, ['holder'], 'validation.required');
      }
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
      if (asksCapital(context.journey, legalForm)) {
        checkCapital(ctx, company, { paidUp: asksPaidUpCapital(context.journey) });
      }
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
  { paidUp }: { paidUp: boolean },
) {
  // The refinement runs after type errors too: a value of another type was refused at its field.
  const amountOf = (value: unknown) => (typeof value === 'string' ? parseAmount(value) : null);
  const capital = amountOf(company.capital_amount);
  if (company.capital_amount == null || company.capital_amount === '') {
    issue(ctx, ['capital_amount'], 'validation.required');
  }
  if (company.number_of_actions == null || company.number_of_actions === '') {
    issue(ctx, ['number_of_actions'], 'validation.required');
  } else {
    const actions = amountOf(company.number_of_actions);
    if (actions !== null && actions < 1)
      issue(ctx, ['number_of_actions'], 'validation.number_of_actions_min');
  }
  if (!paidUp || company.capital_fully_paid === true) return;
  if (company.up_capital_amount == null || company.up_capital_amount === '') {
    issue(ctx, ['up_capital_amount'], 'validation.up_capital_required');
    return;
  }
  const upCapital = amountOf(company.up_capital_amount);
  if (capital !== null && upCapital !== null && upCapital > capital) {
    issue(ctx, ['up_capital_amount'], 'validation.up_capital_exceeds_capital');
  }
}

/** buildCompanySchema, kept per context (see memoize.ts). */
export const companySchema = memoizeByContext(buildCompanySchema);

export const CompanySignupSchema = companySchema({ journey: 'signup' });
/** The company form of the web, which types a sole trader's birth date DD/MM/YYYY. */
export const CompanySignupFormSchema = companySchema({ journey: 'signup', birthDateFormat: 'input' });
export const CompanyEnrollmentSchema = companySchema({ journey: 'enrollment' });
export type CompanySignup = z.infer<typeof CompanySignupSchema>;
export type CompanyEnrollment = z.infer<typeof CompanyEnrollmentSchema>;
export type CompanyInput = z.input<typeof CompanySignupSchema>;
