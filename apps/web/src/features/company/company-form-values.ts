import type { StoredCompany } from '../../lib/progress';
import { type AddressValues, addressPayload, addressValues, emptyAddress } from './address-fields';

/** The company form as typed (strings and yes/no answers); the payload is built from it. */
export interface CompanyFormValues {
  name: string;
  legal_form: string;
  legal_form_label: string;
  siret: string;
  rna: string;
  company_number: string;
  naf_activity_code: string;
  naf_activity_code_label: string;
  address: AddressValues;
  same_activity_address: boolean | null;
  activity_address: AddressValues;
  capital_amount: string;
  number_of_actions: string;
  capital_fully_paid: boolean | null;
  up_capital_amount: string;
  phone: string;
  is_active_non_financial_entity: boolean | null;
  is_fatca: boolean | null;
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string;
}

/** Paths the API may name in a 422 that the form shows at their field. */
export const COMPANY_FORM_FIELDS = [
  'name',
  'legal_form',
  'siret',
  'rna',
  'company_number',
  'naf_activity_code',
  'same_activity_address',
  'capital_amount',
  'number_of_actions',
  'capital_fully_paid',
  'up_capital_amount',
  'phone',
  'is_active_non_financial_entity',
  'is_fatca',
  'has_foreign_tax_country',
  'foreign_tax_country',
  ...['street', 'details', 'zip', 'city', 'country'].flatMap((field) => [
    `address.${field}`,
    `activity_address.${field}`,
  ]),
] as const;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const yesNo = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** Prefill from the stored company: a register lookup, a draft, or the saved company. */
export function companyFormValues(company: StoredCompany | null): CompanyFormValues {
  const c = company ?? {};
  const legalLabel = c.legal_form?.label;
  return {
    name: text(c.name),
    legal_form: c.legal_form?.abbreviation ?? '',
    legal_form_label: typeof legalLabel === 'string' ? legalLabel : '',
    siret: text(c.siret),
    rna: text(c.rna),
    company_number: text(c.company_number),
    naf_activity_code: text(c.naf_activity_code),
    naf_activity_code_label: text(c.naf_activity_code_label),
    address: addressValues(c.address),
    same_activity_address: yesNo(c.same_activity_address),
    activity_address: c.activity_address ? addressValues(c.activity_address) : emptyAddress(),
    capital_amount: text(c.capital_amount),
    number_of_actions: text(c.number_of_actions),
    capital_fully_paid: yesNo(c.capital_fully_paid),
    up_capital_amount: text(c.up_capital_amount),
    phone: text(c.phone),
    is_active_non_financial_entity: yesNo(c.is_active_non_financial_entity),
    is_fatca: yesNo(c.is_fatca),
    has_foreign_tax_country: yesNo(c.has_foreign_tax_country),
    foreign_tax_country: text(c.foreign_tax_country),
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
  };
}
