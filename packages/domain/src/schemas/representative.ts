import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/limits';
import { asksBeneficialOwnerQuestion } from '../rules/beneficial-owner';
import { isSharesValueValid } from '../rules/shares';
import { MARITAL_STATUS_IDS } from '../tables/marital-status';
import { addressSchema } from './address';
import { checkForeignTaxCountry, checkTitle, issue } from './company-shared';
import {
  birthDateInputSchema,
  birthDateSchema,
  countryCodeSchema,
  emailSchema,
  evenWithOtherErrors,
  foreignPostcodeSchema,
  foreignTaxAddressesSchema,
  genderSchema,
  jobCodeSchema,
  nameSchema,
  optionalString,
  sharesSchema,
} from './fields';
import { personFreeFieldsBodyShape } from './free-fields';
import { memoizeByContext } from './memoize';
import { checkPepAndFatca } from './pep-fatca';
import { professionalNumberSchema } from './professional-number';

export interface RepresentativeContext {
  journey: 'signup' | 'enrollment';
  /** The account user's own entry: their home address is asked. */
  isUser: boolean;
  /**
   * The sole trader's own entry: the person is the business, so their roles are not asked (see
   * SOLE_TRADER_ROLES) and their RPPS / ADELI number is (checked against the directory).
   */
  soleTrader?: boolean;
  /** Shares nobody holds yet (enrollment). */
  remainingShares: number;
  /** The shares this person holds before the edit (0 for a new person). */
  ownShares: number;
  /** number_of_actions of the company, for the beneficial-owner threshold (default 5000). */
  totalShares?: number;
  /** 'wire' (YYYY-MM-DD, default) for the API, 'input' (DD/MM/YYYY) for the web form. */
  birthDateFormat?: 'wire' | 'input';
}

const optionalYesNo = z.boolean({ error: 'validation.yes_no_required' }).nullish();
const requiredYesNo = z.boolean({ error: 'validation.yes_no_required' });

/**
 * A sole trader's roles, which nobody is asked: they are the business's legal representative in
 * their own name, its only owner and so its beneficial owner, and hold no shares.
 */
export const SOLE_TRADER_ROLES = {
  is_mandatary: true,
  title_code: null,
  is_shareholder: false,
  shareholders_value: 0,
  is_beneficial_owner: true,
} as const;

type DueDiligenceContext = Pick<RepresentativeContext, 'birthDateFormat'>;

/**
 * The person's own due diligence, the same for a representative and for a sole trader on the
 * business form: nationality, birth date and place, politically exposed, US person, tax residence.
 */
const dueDiligenceShape = (context: DueDiligenceContext) => ({
  nationality: countryCodeSchema.default(DEFAULT_COUNTRY),
  birth_date: context.birthDateFormat === 'input' ? birthDateInputSchema : birthDateSchema,
  birth_address: z.object(
    {
      city: nameSchema(100),
      country: countryCodeSchema,
      zip: foreignPostcodeSchema,
    },
    { error: 'validation.required' },
  ),
  is_pep: requiredYesNo,
  pep_function: optionalString(255),
  // An emptied country field is no answer.
  pep_country: z.preprocess((value) => (value === '' ? null : value), countryCodeSchema.nullish()),
  is_fatca: requiredYesNo,
  us_tin: optionalString(20),
  has_foreign_tax_country: requiredYesNo,
  foreign_tax_country: countryCodeSchema.nullish(),
  // Healthcare professionals: checked against the RPPS / ADELI directory by the API.
  professional_number: professionalNumberSchema,
});

type DueDiligence = {
  birth_address?: { zip?: unknown; country?: unknown } | null;
  is_pep?: unknown;
  pep_function?: unknown;
  pep_country?: unknown;
  is_fatca?: unknown;
  us_tin?: unknown;
  has_foreign_tax_country?: unknown;
  foreign_tax_country?: unknown;
};

/** The due diligence's rules across fields: a French birth postcode, a PEP's or US person's details. */
function checkDueDiligence(ctx: z.core.$RefinementCtx<unknown>, person: DueDiligence) {
  const zip = person.birth_address?.zip;
  const bornInFrance = (person.birth_address?.country ?? DEFAULT_COUNTRY) === 'FR';
  if (bornInFrance && (typeof zip !== 'string' || !/^\d{5}$/.test(zip))) {
    issue(ctx, ['birth_address', 'zip'], zip ? 'validation.postcode_format' : 'validation.required');
  }
  checkPepAndFatca(ctx, person);
  checkForeignTaxCountry(ctx, person.has_foreign_tax_country, person.foreign_tax_country);
}

/**
 * A natural person: legal representative, shareholder or beneficial owner (spec §3, §5 Representative).
 * POST /representatives and PUT /representatives/{id}.
 */
function buildRepresentativeSchema(context: RepresentativeContext) {
  const enrollment = context.journey === 'enrollment';
  const soleTrader = context.soleTrader === true;
  const totalShares = context.totalShares ?? 5000;
  return z
    .object({
      id: z.union([z.string().max(100), z.number()]).nullish(),
      company_id: z.union([z.string().max(100), z.number()]).nullish(),
      company_siren: z.string().max(20).nullish(),
      gender: genderSchema,
      first_name: nameSchema(100),
      last_name: nameSchema(100),
      ...dueDiligenceShape(context),
      address: context.isUser ? addressSchema() : addressSchema().nullish(),
      email: enrollment ? emailSchema : emailSchema.nullish().or(z.literal('')),
      marital_situation_id: enrollment
        ? z.union(
            MARITAL_STATUS_IDS.map((id) => z.literal(id)),
            { error: 'validation.marital_status_required' },
          )
        : z.number().nullish(),
      is_mandatary: soleTrader ? optionalYesNo : requiredYesNo,
      title_code: jobCodeSchema.nullish(),
      is_shareholder: enrollment && !soleTrader ? requiredYesNo : optionalYesNo,
      shareholders_value: sharesSchema.nullish(),
      is_beneficial_owner: optionalYesNo,
      foreign_tax_addresses: foreignTaxAddressesSchema,
      is_user: z.boolean().nullish(),
      is_company: z.boolean().nullish(),
      has_legal_representative: z.boolean().nullish(),
      identity_card_url: optionalString(2048),
      address_proof_url: optionalString(2048),
      ...personFreeFieldsBodyShape,
    })
    .superRefine((person, ctx) => {
      checkDueDiligence(ctx, person);
      if (soleTrader) {
        // The person is the business: their roles are SOLE_TRADER_ROLES, their number is asked.
        if (!person.professional_number)
          issue(ctx, ['professional_number'], 'validation.professional_number_required');
        return;
      }
      checkTitle(ctx, person);
      const value = person.shareholders_value;
      if (
        person.is_shareholder === true ||
        (!enrollment && value != null && person.is_shareholder !== false)
      ) {
        if (
          typeof value !== 'number' ||
          !isSharesValueValid(value, context.remainingShares, context.ownShares)
        ) {
          issue(ctx, ['shareholders_value'], 'validation.shares_invalid');
        }
      }
      const shares = person.is_shareholder !== false && typeof value === 'number' ? value : 0;
      const asked = asksBeneficialOwnerQuestion({
        journey: context.journey,
        shares,
        numberOfActions: totalShares,
      });
      if (asked && typeof person.is_beneficial_owner !== 'boolean') {
        issue(ctx, ['is_beneficial_owner'], 'validation.yes_no_required');
      }
    }, evenWithOtherErrors);
}

const baseContext = { isUser: false, remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 };

/** Context-free variants (no share ceiling, not the user); prefer representativeSchema(context). */
/** buildRepresentativeSchema, kept per context (see memoize.ts). */
export const representativeSchema = memoizeByContext(buildRepresentativeSchema);

export const RepresentativeSignupSchema = representativeSchema({ ...baseContext, journey: 'signup' });
export const RepresentativeEnrollmentSchema = representativeSchema({ ...baseContext, journey: 'enrollment' });
export type Representative = z.infer<typeof RepresentativeSignupSchema>;
export type RepresentativeInput = z.input<typeof RepresentativeSignupSchema>;

/**
 * The business form of a sole trader asks the person's own due diligence (the person is the
 * business): the same fields and rules as a representative's, their RPPS / ADELI number required,
 * and their home address, unless it is the practice's (`home_is_practice`). Their identity comes from
 * their account, their roles are SOLE_TRADER_ROLES; the API checks the whole person again with
 * representativeSchema({ soleTrader: true }) before saving it.
 */
function buildHolderSchema(context: DueDiligenceContext) {
  return z
    .object({
      ...dueDiligenceShape(context),
      home_is_practice: requiredYesNo,
      address: addressSchema().nullish(),
    })
    .superRefine((holder, ctx) => {
      checkDueDiligence(ctx, holder);
      if (!holder.professional_number)
        issue(ctx, ['professional_number'], 'validation.professional_number_required');
      if (holder.home_is_practice === false && !holder.address)
        issue(ctx, ['address'], 'validation.required');
    }, evenWithOtherErrors);
}

/** buildHolderSchema, kept per context (see memoize.ts). */
export const holderSchema = memoizeByContext(buildHolderSchema);
export const HolderSchema = holderSchema({});
export type Holder = z.infer<typeof HolderSchema>;
export type HolderInput = z.input<typeof HolderSchema>;
