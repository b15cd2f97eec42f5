import {
  type CompanyMandate,
  freeFieldValues,
  type MandateAnswersReply,
  MandateAnswersReplySchema,
  PERSON_FREE_FIELDS,
  type PersonAnswersReply,
  PersonAnswersReplySchema,
  type Representative,
} from '@app/domain';
import type {
  MandateChanges,
  MandateRecord,
  PersonChanges,
  PersonRecord,
} from '../../db/repositories/person-record';

// A plain loop rather than Object.fromEntries: the picked answers keep one hidden class, which
// the reply's checks and serialisation then read fast (a list is read on every journey step).
function pick<T, Key extends keyof T>(record: T, keys: readonly Key[]): Pick<T, Key> {
  const picked = {} as Pick<T, Key>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}

const PERSON_ANSWERS = Object.keys(PersonAnswersReplySchema.shape) as (keyof PersonAnswersReply)[];
const MANDATE_ANSWERS = Object.keys(MandateAnswersReplySchema.shape) as (keyof MandateAnswersReply)[];

/** A person's stored answers, as the reply and the domain rules read them (a pick of the record). */
export const personAnswersOf = (record: PersonRecord): PersonAnswersReply => pick(record, PERSON_ANSWERS);

/** A company mandate's stored answers (a pick of the record). */
export const mandateAnswersOf = (record: MandateRecord): MandateAnswersReply => pick(record, MANDATE_ANSWERS);

const withDetails = <T extends { details?: string | null }>(address: T | null | undefined) =>
  address ? { ...address, details: address.details ?? null } : null;

/**
 * What a person's save stores, from a person the domain schema accepted. Answering no to
 * shareholder sets the shares to 0; no to foreign tax residence clears the country;
 * enrollment-only answers are dropped in signup.
 */
export function personChanges(
  person: Representative,
  context: { enrollment: boolean; isBeneficialOwner: boolean; isUser: boolean },
): PersonChanges {
  const shareholder = person.is_shareholder !== false && (person.shareholders_value ?? 0) > 0;
  const foreign = person.has_foreign_tax_country === true;
  return {
    gender: person.gender,
    first_name: person.first_name,
    last_name: person.last_name,
    nationality: person.nationality,
    birth_date: person.birth_date,
    birth_address: { ...person.birth_address, zip: person.birth_address.zip ?? null },
    // The home address is asked of the account user only.
    address: context.isUser ? withDetails(person.address) : null,
    email: context.enrollment ? (person.email ?? null) : person.email || null,
    marital_situation_id: context.enrollment ? (person.marital_situation_id ?? null) : null,
    is_mandatary: person.is_mandatary ?? null,
    title_code: person.is_mandatary ? (person.title_code ?? null) : null,
    is_shareholder: person.is_shareholder ?? shareholder,
    shareholders_value: person.is_shareholder === false ? 0 : (person.shareholders_value ?? 0),
    is_beneficial_owner: context.isBeneficialOwner,
    is_pep: person.is_pep,
    // Kept only with the yes they explain.
    pep_function: person.is_pep ? (person.pep_function ?? null) : null,
    pep_country: person.is_pep ? (person.pep_country ?? null) : null,
    is_fatca: person.is_fatca,
    us_tin: person.is_fatca ? (person.us_tin ?? null) : null,
    has_foreign_tax_country: person.has_foreign_tax_country,
    foreign_tax_country: foreign ? (person.foreign_tax_country ?? null) : null,
    foreign_tax_addresses: foreign ? (person.foreign_tax_addresses ?? []) : [],
    has_legal_representative: person.has_legal_representative ?? null,
    professional_number: person.professional_number ?? null,
    ...freeFieldValues(PERSON_FREE_FIELDS, person),
  };
}

/** What a company mandate's save stores, from a mandate the domain schema accepted. */
export function mandateChanges(mandate: CompanyMandate): MandateChanges {
  const foreign = mandate.has_foreign_tax_country === true;
  const siret = mandate.siret || null;
  return {
    name: mandate.name,
    legal_form: mandate.legal_form,
    siret,
    siren: siret ? siret.slice(0, 9) : mandate.siren || null,
    rna: mandate.rna || null,
    naf_activity_code: mandate.naf_activity_code || null,
    address: withDetails(mandate.address),
    activity_address: withDetails(mandate.activity_address),
    phone: mandate.phone ?? null,
    email: mandate.email || null,
    is_mandatary: mandate.is_mandatary,
    title_code: mandate.is_mandatary ? (mandate.title_code ?? null) : null,
    is_shareholder: mandate.is_shareholder,
    shareholders_value: mandate.is_shareholder ? (mandate.shareholders_value ?? 0) : 0,
    is_fatca: mandate.is_fatca,
    has_foreign_tax_country: mandate.has_foreign_tax_country ?? null,
    foreign_tax_country: foreign ? (mandate.foreign_tax_country ?? null) : null,
    foreign_tax_addresses: foreign ? (mandate.foreign_tax_addresses ?? []) : [],
  };
}
