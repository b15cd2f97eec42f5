import { z } from 'zod';
import {
  DEFAULT_COUNTRY,
  MAX_AMOUNT_EUROS,
  MAX_SHARE_COUNT,
  VERIFICATION_CODE_LENGTH,
} from '../constants/limits';
import { isValidAmount, normalizeAmount, parseAmount } from '../rules/amount';
import { calendarDateOf, isBefore, parseDisplayDate, parseWireDate } from '../rules/dates';
import { isPlainPersonName, toStoredName } from '../rules/names';
import { isValidPhone } from '../rules/phone';
import { isSiretInput } from '../rules/siren-siret';
import { hasDisguisingCharacters, type TextLines } from '../rules/typed-text';
import { isCountryCode } from '../tables/country-codes';
import { isJobCode, SELECTABLE_JOB_CODES } from '../tables/job-codes';
import { LEGAL_FORM_CODES, type LegalFormCode } from '../tables/legal-forms';

/** Messages are translation keys (see messages/fr.ts); the API translates them by request language. */
const REQUIRED = 'validation.required';

/** Cross-field refinements also run when other fields failed, so every message shows at once. */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const requiredString = (max = 255) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: 'validation.too_long' });

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A free text a person types or a system sends, checked as given: refused when it holds a
 * control, invisible or text-direction character (rules/typed-text.ts), the tab and line breaks
 * allowed only in a text written on several lines. The one rule of names, notes, messages and
 * the bank feed's texts.
 */
export const withoutDisguise = <Schema extends z.ZodType<string | null>>(
  schema: Schema,
  lines: TextLines = 'single',
) =>
  schema.refine((value) => value === null || !hasDisguisingCharacters(value, lines), {
    error: 'validation.text_characters',
  });

/** A required free text of at most `max` characters, trimmed: a note or a message on several lines, or one line. */
export const freeTextSchema = (max: number, lines: TextLines) => withoutDisguise(requiredString(max), lines);

/** A name (first, last, birth city, company), stored composed (NFC) so the same name is always the same string. */
export const nameSchema = (max = 255) => withoutDisguise(requiredString(max)).transform(toStoredName);

/**
 * A person's name echoed back to the visitor in an e-mail (the mobile reminder): letters and the
 * punctuation of names only, so that the e-mail cannot carry a link or a message of theirs.
 */
export const personNameSchema = (max = 100) =>
  nameSchema(max).refine(isPlainPersonName, { error: 'validation.person_name_format' });

/** An optional free-text value that is a name (the same rule as nameSchema). */
export const optionalNameSchema = (max = 255) =>
  withoutDisguise(optionalString(max)).transform((value) => (value === null ? null : toStoredName(value)));

export const yesNoSchema = z.boolean({ error: 'validation.yes_no_required' });

export const genderSchema = z.union([z.literal(1), z.literal(2)], { error: 'validation.gender_required' });

/** Optional leading plus, digits and spaces (spec §5). */
export const phoneSchema = requiredString(30).refine(isValidPhone, { error: 'validation.phone_format' });

export const emailSchema = requiredString(254).pipe(z.email({ error: 'validation.email_format' }));

/** ISO 3166-1 alpha-2, upper case ("fr" is accepted as "FR"). */
export const countryCodeSchema = requiredString(2)
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, { error: 'validation.country_invalid' });

export const nationalitySchema = countryCodeSchema;

/** Country with the French default (spec §3: nationality and address country default FR). */
export const countryWithDefaultSchema = countryCodeSchema.default(DEFAULT_COUNTRY);

/** A value typed by a person, up to `max`: digits, or up to two decimals with a comma or a dot. */
const boundedAmount = (max: number, tooLarge: string) =>
  z
    .union([z.string().max(40, { error: 'validation.amount_format' }), z.number()], { error: REQUIRED })
    .superRefine((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '')
        ctx.addIssue({ code: 'custom', message: REQUIRED });
      else if (!isValidAmount(value)) ctx.addIssue({ code: 'custom', message: 'validation.amount_format' });
      else if ((parseAmount(value) ?? 0) > max) ctx.addIssue({ code: 'custom', message: tooLarge });
    })
    .transform((value) => normalizeAmount(value) ?? '');

/**
 * A money value typed by a person: digits, or up to two decimals with a comma or a dot; spaces are
 * thousands separators. Numbers are accepted too. At most MAX_AMOUNT_EUROS. Output: "10000.5".
 */
export const amountSchema = boundedAmount(MAX_AMOUNT_EUROS, 'validation.amount_too_large');

/** The company's total number of shares as typed (same input rules), at most MAX_SHARE_COUNT. */
export const shareTotalSchema = boundedAmount(MAX_SHARE_COUNT, 'validation.number_of_actions_max');

/** A whole number of shares, 0 to MAX_SHARE_COUNT (strings of digits accepted). */
export const sharesSchema = z.coerce
  .number({ error: REQUIRED })
  .refine((value) => Number.isInteger(value) && value >= 0 && value <= MAX_SHARE_COUNT, {
    error: 'validation.shares_invalid',
  });

const today = () => calendarDateOf(new Date());

/** DD/MM/YYYY as typed, a real date before today (spec §5). */
export const birthDateInputSchema = requiredString(10).superRefine((value, ctx) => {
  const date = parseDisplayDate(value);
  if (!date) ctx.addIssue({ code: 'custom', message: 'validation.birth_date_format' });
  else if (!isBefore(date, today()))
    ctx.addIssue({ code: 'custom', message: 'validation.birth_date_future' });
});

/** birth_date on the wire: YYYY-MM-DD, a real date before today. */
export const birthDateSchema = requiredString(10).superRefine((value, ctx) => {
  const date = parseWireDate(value);
  if (!date) ctx.addIssue({ code: 'custom', message: 'validation.birth_date_format' });
  else if (!isBefore(date, today()))
    ctx.addIssue({ code: 'custom', message: 'validation.birth_date_future' });
});

/** Any DD/MM/YYYY date (spec §5: dates must be DD/MM/YYYY). */
export const displayDateSchema = requiredString(10).refine((value) => parseDisplayDate(value) !== null, {
  error: 'validation.date_format',
});

export const postcodeSchema = requiredString(5)
  .regex(/^\d+$/, { error: 'validation.postcode_digits' })
  .regex(/^\d{5}$/, { error: 'validation.postcode_format' });

/** Digits and spaces, at most 14 digits (spec §5); spaces are removed. */
export const siretInputSchema = z
  .string()
  .trim()
  .max(30, { error: 'validation.siret_format' })
  .refine(isSiretInput, { error: 'validation.siret_format' })
  .transform((value) => value.replace(/\s+/g, ''));

export const verificationCodeSchema = z
  .string({ error: REQUIRED })
  .max(VERIFICATION_CODE_LENGTH, { error: 'validation.code_format' })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'validation.code_format' });

/** A legal form given as its code ("SAS") or as the {code, abbreviation, label} object the API returns. */
export const legalFormCodeSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null
      ? ((value as { abbreviation?: unknown; code?: unknown }).abbreviation ??
        (value as { code?: unknown }).code)
      : value,
  z.enum(LEGAL_FORM_CODES, { error: 'validation.legal_form_required' }),
) as z.ZodType<LegalFormCode, unknown>;

export const jobCodeSchema = z
  .string({ error: 'validation.position_required' })
  .max(10, { error: 'validation.invalid_choice' })
  .refine(isJobCode, { error: 'validation.invalid_choice' });

/** What a person may pick as title (NON is set by the app for the non-mandatary user). */
export const selectableJobCodeSchema = z.enum(SELECTABLE_JOB_CODES as [string, ...string[]], {
  error: 'validation.position_required',
});

/**
 * A SIREN: 9 digits, spaces allowed and removed; empty means not given. Its Luhn key is checked
 * when it is given without a SIRET (checkSiren): with one, the SIREN is the SIRET's head.
 */
export const sirenInputSchema = z
  .string()
  .trim()
  .max(20, { error: 'validation.siren_invalid' })
  .refine((value) => value === '' || /^\d{9}$/.test(value.replace(/\s+/g, '')), {
    error: 'validation.siren_invalid',
  })
  .transform((value) => value.replace(/\s+/g, ''))
  .nullish();

/**
 * The postcode of a place abroad (a foreign birth place): letters, digits, spaces and hyphens,
 * 10 characters at most; empty means not given. French postcodes are checked by their address.
 */
export const foreignPostcodeSchema = z
  .string()
  .trim()
  .max(10, { error: 'validation.postcode_foreign_format' })
  .refine((value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value), {
    error: 'validation.postcode_foreign_format',
  })
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null));

/** A NAF code as typed ("86.21Z", "8621Z"): its pattern is the company's rule. */
export const nafCodeInputSchema = z.string().trim().max(10, { error: 'validation.naf_invalid' }).nullish();

/** A list a person fills in the form: a few entries at most. */
export const MAX_FORM_LIST_ITEMS = 10;

export const foreignTaxAddressSchema = z.object({
  country: countryCodeSchema,
  tax_number: optionalString(50),
  no_tax_number_reason: optionalString(255),
});

export const foreignTaxAddressesSchema = z
  .array(foreignTaxAddressSchema)
  .max(MAX_FORM_LIST_ITEMS, { error: 'validation.too_long' })
  .nullish();
export type ForeignTaxAddress = z.infer<typeof foreignTaxAddressSchema>;
