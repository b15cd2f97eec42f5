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
 * A natural person: legal representative, shareholder or beneficial owner (spec §3, §5 Representative).
 * POST /representatives and PUT /representatives/{id}.
 */
function buildRepresentativeSchema(context: RepresentativeContext) {
  const enrollment = context.journey === 'enrollment';
  const totalShares = context.totalShares ?? 5000;
  return z
    .object({
      id: z.union([z.string().max(100), z.number()]).nullish(),
      company_id: z.union([z.string().max(100), z.number()]).nullish(),
      company_siren: z.string().max(20).nullish(),
      gender: genderSchema,
      first_name: nameSchema(100),
      last_name: nameSchema(100),
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
      address: context.isUser ? addressSchema() : addressSchema().nullish(),
      email: enrollment ? emailSchema : emailSchema.nullish().or(z.literal('')),
      marital_situation_id: enrollment
        ? z.union(
            MARITAL_STATUS_IDS.map((id) => z.literal(id)),
            { error: 'validation.marital_status_required' },
          )
        : z.number().nullish(),
      is_mandatary: requiredYesNo,
      title_code: jobCodeSchema.nullish(),
      is_shareholder: enrollment ? requiredYesNo : optionalYesNo,
      shareholders_value: sharesSchema.nullish(),
      is_beneficial_owner: optionalYesNo,
      is_pep: requiredYesNo,
      pep_function: optionalString(255),
      // An emptied country field is no answer.
      pep_country: z.preprocess((value) => (value === '' ? null : value), countryCodeSchema.nullish()),
      is_fatca: requiredYesNo,
      us_tin: optionalString(20),
      has_foreign_tax_country: requiredYesNo,
      foreign_tax_country: countryCodeSchema.nullish(),
      foreign_tax_addresses: foreignTaxAddressesSchema,
      is_user: z.boolean().nullish(),
      is_company: z.boolean().nullish(),
      has_legal_representative: z.boolean().nullish(),
      identity_card_url: optionalString(2048),
      address_proof_url: optionalString(2048),
      // Healthcare professionals: checked against the RPPS / ADELI directory by the API.
      professional_number: professionalNumberSchema,
      ...personFreeFieldsBodyShape,
    })
    .superRefine((person, ctx) => {
      const zip = person.birth_address?.zip;
      const bornInFrance = (person.birth_address?.country ?? DEFAULT_COUNTRY) === 'FR';
      if (bornInFrance && (typeof zip !== 'string' || !/^\d{5}$/.test(zip))) {
        issue(ctx, ['birth_address', 'zip'], zip ? 'validation.postcode_format' : 'validation.required');
      }
      checkTitle(ctx, person);
      checkPepAndFatca(ctx, person);
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
      checkForeignTaxCountry(ctx, person.has_foreign_tax_country, person.foreign_tax_country);
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
