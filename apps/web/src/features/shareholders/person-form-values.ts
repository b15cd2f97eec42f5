import { displayToWireDate, type PersonReply, wireToDisplayDate } from '@app/domain';
import { type AddressValues, addressPayload, addressValues } from '../company/address-fields';

export interface PersonFormValues {
  gender: 1 | 2 | null;
  first_name: string;
  last_name: string;
  nationality: string;
  /** DD/MM/YYYY as typed. */
  birth_date: string;
  birth_address: { city: string; country: string; zip: string };
  address: AddressValues;
  is_mandatary: boolean | null;
  title_code: string;
  is_shareholder: boolean | null;
  shareholders_value: string;
  is_beneficial_owner: boolean | null;
  is_pep: boolean | null;
  is_fatca: boolean | null;
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string;
}

export const PERSON_FORM_FIELDS = [
  'gender',
  'first_name',
  'last_name',
  'nationality',
  'birth_date',
  'birth_address.city',
  'birth_address.country',
  'birth_address.zip',
  'address.street',
  'address.details',
  'address.zip',
  'address.city',
  'address.country',
  'is_mandatary',
  'title_code',
  'is_shareholder',
  'shareholders_value',
  'is_beneficial_owner',
  'is_pep',
  'is_fatca',
  'has_foreign_tax_country',
  'foreign_tax_country',
] as const;

const yesNo = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null);

export function personFormValues(
  entry: PersonReply | null,
  user?: {
    gender?: number | null;
    first_name?: string | null;
    last_name?: string | null;
    nationality?: string | null;
  },
): PersonFormValues {
  const source = entry ?? null;
  const gender = source?.gender ?? user?.gender ?? null;
  return {
    gender: gender === 1 || gender === 2 ? gender : null,
    first_name: source?.first_name ?? user?.first_name ?? '',
    last_name: source?.last_name ?? user?.last_name ?? '',
    nationality: source?.nationality ?? user?.nationality ?? 'FR',
    birth_date: source?.birth_date ? (wireToDisplayDate(source.birth_date) ?? '') : '',
    birth_address: {
      city: source?.birth_address?.city ?? '',
      country: source?.birth_address?.country ?? 'FR',
      zip: source?.birth_address?.zip ?? '',
    },
    address: addressValues(source?.address),
    is_mandatary: yesNo(source?.is_mandatary),
    title_code: source?.title_code && source.title_code !== 'NON' ? source.title_code : '',
    is_shareholder: source ? (source.shareholders_value > 0 ? true : yesNo(source.is_shareholder)) : null,
    shareholders_value: source && source.shareholders_value > 0 ? String(source.shareholders_value) : '',
    is_beneficial_owner: yesNo(source?.is_beneficial_owner),
    is_pep: yesNo(source?.is_pep),
    is_fatca: yesNo(source?.is_fatca),
    has_foreign_tax_country: yesNo(source?.has_foreign_tax_country),
    foreign_tax_country: source?.foreign_tax_country ?? '',
  };
}

const shares = (values: PersonFormValues): number | undefined => {
  if (values.is_shareholder === false) return 0;
  const text = values.shareholders_value.replace(/\s+/g, '');
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * The person as the domain schema checks it (birth date as typed). Answering no to shareholder
 * sends 0 shares, no to foreign tax residence clears the country (spec §4); the account user who
 * is not a legal representative acts by delegation (title NON).
 */
export function personPayload(values: PersonFormValues, options: { isUser: boolean }) {
  const value = shares(values);
  return {
    gender: values.gender ?? undefined,
    first_name: values.first_name,
    last_name: values.last_name,
    nationality: values.nationality,
    birth_date: values.birth_date,
    birth_address: {
      city: values.birth_address.city,
      country: values.birth_address.country,
      zip: values.birth_address.zip.trim() || null,
    },
    address: options.isUser ? addressPayload(values.address) : null,
    is_mandatary: values.is_mandatary ?? undefined,
    title_code: values.is_mandatary
      ? values.title_code || null
      : options.isUser && values.is_mandatary === false
        ? 'NON'
        : null,
    is_shareholder: values.is_shareholder ?? undefined,
    shareholders_value: value,
    is_beneficial_owner: values.is_beneficial_owner ?? undefined,
    is_pep: values.is_pep ?? undefined,
    is_fatca: values.is_fatca ?? undefined,
    has_foreign_tax_country: values.has_foreign_tax_country ?? undefined,
    foreign_tax_country: values.has_foreign_tax_country ? values.foreign_tax_country || null : null,
  };
}

/** What the API receives: the birth date as YYYY-MM-DD. */
export function personWireBody(
  values: PersonFormValues,
  options: { isUser: boolean },
): Record<string, unknown> {
  const payload = personPayload(values, options);
  return { ...payload, birth_date: displayToWireDate(payload.birth_date) ?? payload.birth_date };
}
