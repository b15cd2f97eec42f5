import { COMPANY_FREE_FIELDS, type CompanyReply, DEFAULT_NUMBER_OF_ACTIONS } from '@app/domain';
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

/** The company form as typed (strings and yes/no answers); the payload is built from it. */
export type CompanyFormValues = { [Field in TextField]: string } & {
  [Field in YesNoField]: boolean | null;
} & FreeFieldFormValues<typeof COMPANY_FREE_FIELDS> & {
    /** The legal form's abbreviation, and its label as last shown. */
    legal_form: string;
    legal_form_label: string;
    address: AddressValues;
    activity_address: AddressValues;
  };

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
): CompanyFormValues {
  const c = company ?? {};
  const legalLabel = c.legal_form?.label;
  const values = eachField(TEXT_FIELDS, (field) => text(c[field]));
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
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The body of POST /companies and PUT /companies/{id}, checked by the domain's companySchema. */
export function companyPayload(values: CompanyFormValues, options: { asksCapital: boolean }) {
  return {
    name: values.name,
    legal_form: values.legal_form || undefined,
    siret: orNull(values.siret),
    rna: orNull(values.rna),
    company_number: orNull(values.company_number),
    naf_activity_code: orNull(values.naf_activity_code),
    naf_activity_code_label: orNull(values.naf_activity_code_label),
    address: addressPayload(values.address),
    same_activity_address: values.same_activity_address ?? undefined,
    activity_address: values.same_activity_address === false ? addressPayload(values.activity_address) : null,
    ...(options.asksCapital
      ? {
          capital_amount: orNull(values.capital_amount),
          number_of_actions: orNull(values.number_of_actions),
          capital_fully_paid: values.capital_fully_paid,
          up_capital_amount: values.capital_fully_paid
            ? orNull(values.capital_amount)
            : orNull(values.up_capital_amount),
        }
      : {}),
    phone: values.phone,
    is_active_non_financial_entity: values.is_active_non_financial_entity ?? undefined,
    is_fatca: values.is_fatca ?? undefined,
    has_foreign_tax_country: values.has_foreign_tax_country ?? undefined,
    foreign_tax_country: values.has_foreign_tax_country ? orNull(values.foreign_tax_country) : null,
    ...freeFieldPayload(COMPANY_FREE_FIELDS, values),
  };
}
