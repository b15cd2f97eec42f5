import {
  asksCompanyTaxQuestions,
  COMPANY_FREE_FIELDS,
  type CompanyReply,
  DEFAULT_NUMBER_OF_ACTIONS,
  displayPhone,
  displayToWireDate,
  isSoleTrader,
  type PersonReply,
  wireToDisplayDate,
} from '@app/domain';
import type { StoredCompany } from '../../lib/progress';
import {
  type AddressValues,
  addressPayload,
  addressValues,
  emptyAddress,
} from '../../shared/company-fields/address-fields';
import {
  type FreeFieldFormValues,
  freeFieldFormValues,
  freeFieldPayload,
} from '../../shared/free-fields/free-field-values';

/** The company's fields the form types as text, named as the API names them. */
const TEXT_FIELDS = [
  'name',
  'siret',
  'rna',
  'company_number',
  'naf_activity_code',
  'naf_activity_code_label',
  'capital_amount',
  'number_of_actions',
  'up_capital_amount',
  'phone',
  'foreign_tax_country',
] as const satisfies readonly (keyof CompanyReply)[];

/** The company's fields the form asks as yes/no (null: not answered yet). */
const YES_NO_FIELDS = [
  'same_activity_address',
  'capital_fully_paid',
  'is_active_non_financial_entity',
  'is_fatca',
  'has_foreign_tax_country',
] as const satisfies readonly (keyof CompanyReply)[];

type TextField = (typeof TEXT_FIELDS)[number];
type YesNoField = (typeof YES_NO_FIELDS)[number];

/**
 * A sole trader's own due diligence as the business form holds it (the person is the business):
 * birth, nationality, home (the practice's, or another address), declarations, RPPS / ADELI.
 */
export interface HolderFormValues {
  nationality: string;
  /** DD/MM/YYYY as typed. */
  birth_date: string;
  birth_address: { city: string; country: string; zip: string };
  home_is_practice: boolean | null;
  address: AddressValues;
  is_pep: boolean | null;
  pep_function: string;
  pep_country: string;
  is_fatca: boolean | null;
  us_tin: string;
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string;
  /** RPPS (11 digits) or ADELI (9 digits), as typed. */
  professional_number: string;
}

/** The company form as typed (strings and yes/no answers); the payload is built from it. */
export type CompanyFormValues = { [Field in TextField]: string } & {
  [Field in YesNoField]: boolean | null;
} & FreeFieldFormValues<typeof COMPANY_FREE_FIELDS> & {
    /** The legal form's abbreviation, and its label as last shown. */
    legal_form: string;
    legal_form_label: string;
    address: AddressValues;
    activity_address: AddressValues;
    holder: HolderFormValues;
  };

const yesNoOf = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/**
 * The holder's answers from their person entry (the account user's), else what the account says
 * (their nationality, the professional number Pro Santé Connect gave). Their home is the
 * practice's when the business said so.
 */
export function holderFormValues(
  entry: PersonReply | null | undefined,
  context: {
    nationality?: string | null;
    homeIsPractice?: boolean | null;
    /** The RPPS / ADELI number Pro Santé Connect vouched for: not typed again. */
    professionalNumber?: string | null;
  } = {},
): HolderFormValues {
  const homeIsPractice = yesNoOf(context.homeIsPractice);
  return {
    nationality: entry?.nationality ?? context.nationality ?? 'FR',
    birth_date: entry?.birth_date ? (wireToDisplayDate(entry.birth_date) ?? '') : '',
    birth_address: {
      city: entry?.birth_address?.city ?? '',
      country: entry?.birth_address?.country ?? 'FR',
      zip: entry?.birth_address?.zip ?? '',
    },
    home_is_practice: homeIsPractice,
    address: homeIsPractice === false ? addressValues(entry?.address) : emptyAddress(),
    is_pep: yesNoOf(entry?.is_pep),
    pep_function: entry?.pep_function ?? '',
    pep_country: entry?.pep_country ?? '',
    is_fatca: yesNoOf(entry?.is_fatca),
    us_tin: entry?.us_tin ?? '',
    has_foreign_tax_country: yesNoOf(entry?.has_foreign_tax_country),
    foreign_tax_country: entry?.foreign_tax_country ?? '',
    professional_number: entry?.professional_number ?? context.professionalNumber ?? '',
  };
}

/** The holder as the domain's holderSchema checks it (birth date as typed: see companyWireBody). */
function holderPayload(holder: HolderFormValues) {
  return {
    nationality: holder.nationality,
    birth_date: holder.birth_date,
    birth_address: {
      city: holder.birth_address.city,
      country: holder.birth_address.country,
      zip: holder.birth_address.zip.trim() || null,
    },
    home_is_practice: holder.home_is_practice ?? undefined,
    address: holder.home_is_practice === false ? addressPayload(holder.address) : null,
    is_pep: holder.is_pep ?? undefined,
    pep_function: holder.is_pep ? holder.pep_function.trim() || null : null,
    pep_country: holder.is_pep ? holder.pep_country || null : null,
    is_fatca: holder.is_fatca ?? undefined,
    us_tin: holder.is_fatca ? holder.us_tin.trim() || null : null,
    has_foreign_tax_country: holder.has_foreign_tax_country ?? undefined,
    foreign_tax_country: holder.has_foreign_tax_country ? holder.foreign_tax_country || null : null,
    professional_number: holder.professional_number.trim() || null,
  };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const yesNo = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** One value per field, typed by the field list. */
const eachField = <Field extends string, Value>(fields: readonly Field[], value: (field: Field) => Value) =>
  Object.fromEntries(fields.map((field) => [field, value(field)])) as Record<Field, Value>;

/**
 * Prefill from the stored company: a register lookup, a draft, or the saved company. A company
 * being created (enrollment) starts with the default number of shares (spec §3).
 */
export function companyFormValues(
  company: StoredCompany | null,
  journey: 'signup' | 'enrollment' = 'signup',
  holder: HolderFormValues = holderFormValues(null),
  /** The practice's phone Pro Santé Connect gave: proposed until the business saved its own. */
  proposedPhone: string | null = null,
): CompanyFormValues {
  const c = company ?? {};
  const legalLabel = c.legal_form?.label;
  const values = eachField(TEXT_FIELDS, (field) => text(c[field]));
  if (values.phone === '' && proposedPhone) values.phone = proposedPhone;
  if (journey === 'enrollment' && values.number_of_actions === '') {
    values.number_of_actions = String(DEFAULT_NUMBER_OF_ACTIONS);
  }
  return {
    ...values,
    ...eachField(YES_NO_FIELDS, (field) => yesNo(c[field])),
    ...freeFieldFormValues(COMPANY_FREE_FIELDS, c),
    legal_form: c.legal_form?.abbreviation ?? '',
    legal_form_label: typeof legalLabel === 'string' ? legalLabel : '',
    address: addressValues(c.address),
    activity_address: c.activity_address ? addressValues(c.activity_address) : emptyAddress(),
    holder,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The phone of the practice chosen at the Pro Santé Connect sign-in, when the form is that
 * practice's (same SIRET, or a practice the federation gave without one): another business's
 * form gets no proposal. Written as the forms show a phone (the directory gives "0164000000").
 */
export function proposedPracticePhone(
  practice: { siret: string | null; phone?: string | null } | null | undefined,
  company: { siret?: string | null } | null,
): string | null {
  if (!practice?.phone) return null;
  if (practice.siret && digitsOf(practice.siret) !== digitsOf(company?.siret)) return null;
  return displayPhone(practice.phone);
}

/**
 * The body of POST /companies and PUT /companies/{id}, checked by the domain's companySchema: a
 * company's own tax answers, or a sole trader's own due diligence (`holder`); the capital of a
 * company that has one (its paid-up part in enrollment).
 */
export function companyPayload(
  values: CompanyFormValues,
  options: { asksCapital: boolean; asksPaidUpCapital: boolean },
) {
  const legalForm = values.legal_form || null;
  const companyQuestions = asksCompanyTaxQuestions(legalForm);
  return {
    name: values.name,
    legal_form: values.legal_form || undefined,
    siret: orNull(values.siret),
    rna: orNull(values.rna),
    company_number: orNull(values.company_number),
    naf_activity_code: orNull(values.naf_activity_code),
    naf_activity_code_label: orNull(values.naf_activity_code_label),
    address: addressPayload(values.address),
    ...(companyQuestions
      ? {
          same_activity_address: values.same_activity_address ?? undefined,
          activity_address:
            values.same_activity_address === false ? addressPayload(values.activity_address) : null,
        }
      : {}),
    ...(options.asksCapital
      ? {
          capital_amount: orNull(values.capital_amount),
          number_of_actions: orNull(values.number_of_actions),
        }
      : {}),
    ...(options.asksCapital && options.asksPaidUpCapital
      ? {
          capital_fully_paid: values.capital_fully_paid,
          up_capital_amount: values.capital_fully_paid
            ? orNull(values.capital_amount)
            : orNull(values.up_capital_amount),
        }
      : {}),
    phone: values.phone,
    ...(companyQuestions
      ? {
          is_active_non_financial_entity: values.is_active_non_financial_entity ?? undefined,
          is_fatca: values.is_fatca ?? undefined,
          has_foreign_tax_country: values.has_foreign_tax_country ?? undefined,
          foreign_tax_country: values.has_foreign_tax_country ? orNull(values.foreign_tax_country) : null,
        }
      : {}),
    ...(isSoleTrader(legalForm) ? { holder: holderPayload(values.holder) } : {}),
    ...freeFieldPayload(COMPANY_FREE_FIELDS, values),
  };
}

/** What the API receives: the sole trader's birth date as YYYY-MM-DD. */
export function companyWireBody(payload: ReturnType<typeof companyPayload>) {
  if (!payload.holder) return payload;
  const birth = payload.holder.birth_date;
  return { ...payload, holder: { ...payload.holder, birth_date: displayToWireDate(birth) ?? birth } };
}
