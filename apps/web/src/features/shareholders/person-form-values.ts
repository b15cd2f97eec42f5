import {
  displayToWireDate,
  isMaritalStatusId,
  PERSON_FREE_FIELDS,
  type PersonReply,
  type Representative,
  wireToDisplayDate,
} from '@app/domain';
import {
  type AddressValues,
  addressPayload,
  addressValues,
} from '../../shared/company-fields/address-fields';
import {
  type FreeFieldFormValues,
  freeFieldFormValues,
  freeFieldPayload,
} from '../../shared/free-fields/free-field-values';
import {
  ROLE_QUESTIONS,
  type RoleFormValues,
  shareholdingValues,
  typedShares,
  type YesNoValues,
  yesNoAnswers,
  yesNoValues,
} from './role-form-values';

/** The yes/no questions of a natural person, under the domain's names. */
const PERSON_QUESTIONS = [
  ...ROLE_QUESTIONS,
  'is_beneficial_owner',
  'is_pep',
] as const satisfies readonly (keyof Representative)[];

export type PersonFormValues = RoleFormValues &
  YesNoValues<(typeof PERSON_QUESTIONS)[number]> &
  FreeFieldFormValues<typeof PERSON_FREE_FIELDS> & {
    gender: 1 | 2 | null;
    first_name: string;
    last_name: string;
    nationality: string;
    /** DD/MM/YYYY as typed. */
    birth_date: string;
    birth_address: { city: string; country: string; zip: string };
    address: AddressValues;
    /** Asked after a yes to politically exposed. */
    pep_function: string;
    pep_country: string;
    /** Asked after a yes to US person. */
    us_tin: string;
    /** Enrollment only (spec §3): the person's e-mail and marital situation (its code as text). */
    email: string;
    marital_situation_id: string;
    /** RPPS (11 digits) or ADELI (9 digits) of a healthcare professional, as typed. */
    professional_number: string;
  };

/** Where the person is declared: enrollment asks more of each person (spec §5). */
export interface PersonFormOptions {
  isUser: boolean;
  journey: 'signup' | 'enrollment';
}

export function personFormValues(
  entry: PersonReply | null,
  user?: {
    gender?: number | null;
    first_name?: string | null;
    last_name?: string | null;
    nationality?: string | null;
    email?: string | null;
  },
): PersonFormValues {
  const source = entry ?? null;
  const gender = source?.gender ?? user?.gender ?? null;
  return {
    ...yesNoValues(source, PERSON_QUESTIONS),
    ...shareholdingValues(source),
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
    title_code: source?.title_code && source.title_code !== 'NON' ? source.title_code : '',
    foreign_tax_country: source?.foreign_tax_country ?? '',
    pep_function: source?.pep_function ?? '',
    pep_country: source?.pep_country ?? '',
    us_tin: source?.us_tin ?? '',
    email: source?.email ?? user?.email ?? '',
    marital_situation_id: source?.marital_situation_id ? String(source.marital_situation_id) : '',
    professional_number: source?.professional_number ?? '',
    ...freeFieldFormValues(PERSON_FREE_FIELDS, source),
  };
}

/**
 * The person as the domain schema checks it (birth date as typed). Answering no to shareholder
 * sends 0 shares, no to foreign tax residence clears the country (spec §4); the account user who
 * is not a legal representative acts by delegation (title NON).
 */
export function personPayload(values: PersonFormValues, options: PersonFormOptions) {
  const marital = Number(values.marital_situation_id);
  return {
    ...yesNoAnswers(values, PERSON_QUESTIONS),
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
    title_code: values.is_mandatary
      ? values.title_code || null
      : options.isUser && values.is_mandatary === false
        ? 'NON'
        : null,
    shareholders_value: values.is_shareholder === false ? 0 : typedShares(values.shareholders_value),
    foreign_tax_country: values.has_foreign_tax_country ? values.foreign_tax_country || null : null,
    pep_function: values.is_pep ? values.pep_function.trim() || null : null,
    pep_country: values.is_pep ? values.pep_country || null : null,
    us_tin: values.is_fatca ? values.us_tin.trim() || null : null,
    professional_number: values.professional_number.trim() || null,
    ...freeFieldPayload(PERSON_FREE_FIELDS, values),
    ...(options.journey === 'enrollment'
      ? { email: values.email.trim(), marital_situation_id: isMaritalStatusId(marital) ? marital : undefined }
      : {}),
  };
}

/** What the API receives: the birth date as YYYY-MM-DD. */
export function personWireBody(
  values: PersonFormValues,
  options: PersonFormOptions,
): Record<string, unknown> {
  const payload = personPayload(values, options);
  return { ...payload, birth_date: displayToWireDate(payload.birth_date) ?? payload.birth_date };
}
