import type { MandateReply } from '@app/domain';
import { type AddressValues, addressPayload, addressValues } from '../company/address-fields';
import type { MandateDraft } from './mandate-draft';

export interface MandateFormValues {
  name: string;
  legal_form: string;
  siret: string;
  rna: string;
  naf_activity_code: string;
  /** Shown beside the code; not sent. */
  naf_activity_code_label: string;
  address: AddressValues;
  phone: string;
  email: string;
  is_mandatary: boolean | null;
  title_code: string;
  is_shareholder: boolean | null;
  shareholders_value: string;
  is_fatca: boolean | null;
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string;
}

export const MANDATE_FORM_FIELDS = [
  'name',
  'legal_form',
  'siret',
  'rna',
  'naf_activity_code',
  'address.street',
  'address.details',
  'address.zip',
  'address.city',
  'address.country',
  'phone',
  'email',
  'is_mandatary',
  'title_code',
  'is_shareholder',
  'shareholders_value',
  'is_fatca',
  'has_foreign_tax_country',
  'foreign_tax_country',
] as const;

const yesNo = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null);

export function mandateFormValues(entry: MandateReply | null, draft: MandateDraft | null): MandateFormValues {
  return {
    name: entry?.name ?? draft?.name ?? '',
    legal_form: entry?.legal_form ?? draft?.legal_form ?? '',
    siret: entry?.siret ?? draft?.siret ?? '',
    rna: entry?.rna ?? '',
    naf_activity_code: entry?.naf_activity_code ?? draft?.naf_activity_code ?? '',
    naf_activity_code_label: entry ? '' : (draft?.naf_activity_code_label ?? ''),
    address: addressValues(entry?.address ?? draft?.address),
    phone: entry?.phone ?? '',
    email: entry?.email ?? '',
    is_mandatary: yesNo(entry?.is_mandatary),
    title_code: entry?.title_code ?? '',
    is_shareholder: entry ? (entry.shareholders_value > 0 ? true : yesNo(entry.is_shareholder)) : null,
    shareholders_value: entry && entry.shareholders_value > 0 ? String(entry.shareholders_value) : '',
    is_fatca: yesNo(entry?.is_fatca),
    has_foreign_tax_country: yesNo(entry?.has_foreign_tax_country),
    foreign_tax_country: entry?.foreign_tax_country ?? '',
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** POST /companies/{id}/mandate and PATCH .../mandate/{mandateId} body (companyMandateSchema). */
export function mandatePayload(values: MandateFormValues) {
  const shares = values.shareholders_value.replace(/\s+/g, '');
  return {
    name: values.name,
    legal_form: values.legal_form || undefined,
    siret: orNull(values.siret),
    rna: orNull(values.rna),
    naf_activity_code: orNull(values.naf_activity_code),
    address: addressPayload(values.address),
    phone: orNull(values.phone),
    email: orNull(values.email),
    is_mandatary: values.is_mandatary ?? undefined,
    title_code: values.is_mandatary ? values.title_code || null : null,
    is_shareholder: values.is_shareholder ?? undefined,
    shareholders_value: values.is_shareholder
      ? /^\d+$/.test(shares)
        ? Number(shares)
        : shares === ''
          ? undefined
          : Number.NaN
      : 0,
    is_fatca: values.is_fatca ?? undefined,
    has_foreign_tax_country: values.has_foreign_tax_country ?? undefined,
    foreign_tax_country: values.has_foreign_tax_country ? orNull(values.foreign_tax_country) : null,
  };
}
