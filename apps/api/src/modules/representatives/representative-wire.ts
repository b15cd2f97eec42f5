import type { CompanyMandate, ForeignTaxAddress, Representative } from '@app/domain';
import { fromBool, fromJson, toBool, toJson } from '../companies/sql-values';
import type { RepresentativeChanges, RepresentativeRow } from './representative.repository';

interface WireAddress {
  street: string;
  details: string | null;
  zip: string;
  city: string;
  country: string;
}

/** A natural person's stored answers in the wire shape (spec §3 Representative). */
export function personWire(row: RepresentativeRow) {
  return {
    id: row.id,
    company_id: row.company_id,
    is_company: false as const,
    is_user: row.is_user === 1,
    gender: row.gender,
    first_name: row.first_name,
    last_name: row.last_name,
    nationality: row.nationality,
    birth_date: row.birth_date,
    birth_address: fromJson<{ city: string; country: string; zip: string | null }>(row.birth_address),
    address: fromJson<WireAddress>(row.address),
    email: row.email,
    marital_situation_id: row.marital_situation_id,
    shareholders_value: row.shareholders_value,
    title_code: row.title_code,
    is_mandatary: toBool(row.is_mandatary),
    is_beneficial_owner: toBool(row.is_beneficial_owner),
    is_shareholder: toBool(row.is_shareholder),
    is_pep: toBool(row.is_pep),
    is_fatca: toBool(row.is_fatca),
    has_foreign_tax_country: toBool(row.has_foreign_tax_country),
    foreign_tax_country: row.foreign_tax_country,
    foreign_tax_addresses: fromJson<ForeignTaxAddress[]>(row.foreign_tax_addresses) ?? [],
    has_legal_representative: toBool(row.has_legal_representative),
  };
}

/** A company mandate's stored answers in the wire shape (spec §3 Company mandate). */
export function mandateWire(row: RepresentativeRow) {
  return {
    id: row.id,
    company_id: row.company_id,
    is_company: true as const,
    name: row.company_name ?? '',
    legal_form: row.company_legal_form ?? '',
    siret: row.company_siret,
    siren: row.company_siren,
    rna: row.company_rna,
    naf_activity_code: row.company_naf_activity_code,
    address: fromJson<WireAddress>(row.address),
    activity_address: fromJson<WireAddress>(row.company_activity_address),
    phone: row.phone,
    email: row.email,
    is_mandatary: toBool(row.is_mandatary),
    title_code: row.title_code,
    is_shareholder: toBool(row.is_shareholder),
    shareholders_value: row.shareholders_value,
    is_fatca: toBool(row.is_fatca),
    has_foreign_tax_country: toBool(row.has_foreign_tax_country),
    foreign_tax_country: row.foreign_tax_country,
    foreign_tax_addresses: fromJson<ForeignTaxAddress[]>(row.foreign_tax_addresses) ?? [],
  };
}

const withDetails = <T extends { details?: string | null }>(address: T | null | undefined) =>
  address ? { ...address, details: address.details ?? null } : null;

/**
 * Columns from a person the domain schema accepted. Answering no to shareholder sets the shares
 * to 0; no to foreign tax residence clears the country; enrollment-only answers are dropped in signup.
 */
export function personColumns(
  person: Representative,
  context: { enrollment: boolean; isBeneficialOwner: boolean; isUser: boolean },
): RepresentativeChanges {
  const shareholder = person.is_shareholder !== false && (person.shareholders_value ?? 0) > 0;
  const foreign = person.has_foreign_tax_country === true;
  return {
    gender: person.gender,
    first_name: person.first_name,
    last_name: person.last_name,
    nationality: person.nationality,
    birth_date: person.birth_date,
    birth_address: toJson({ ...person.birth_address, zip: person.birth_address.zip ?? null }),
    // The home address is asked of the account user only.
    address: context.isUser ? toJson(withDetails(person.address)) : null,
    email: context.enrollment ? (person.email ?? null) : person.email || null,
    marital_situation_id: context.enrollment ? (person.marital_situation_id ?? null) : null,
    is_mandatary: fromBool(person.is_mandatary),
    title_code: person.is_mandatary ? (person.title_code ?? null) : null,
    is_shareholder: fromBool(person.is_shareholder ?? shareholder),
    shareholders_value: person.is_shareholder === false ? 0 : (person.shareholders_value ?? 0),
    is_beneficial_owner: context.isBeneficialOwner ? 1 : 0,
    is_pep: fromBool(person.is_pep),
    is_fatca: fromBool(person.is_fatca),
    has_foreign_tax_country: fromBool(person.has_foreign_tax_country),
    foreign_tax_country: foreign ? (person.foreign_tax_country ?? null) : null,
    foreign_tax_addresses: JSON.stringify(foreign ? (person.foreign_tax_addresses ?? []) : []),
    has_legal_representative: fromBool(person.has_legal_representative),
  };
}

export function mandateColumns(mandate: CompanyMandate): RepresentativeChanges {
  const foreign = mandate.has_foreign_tax_country === true;
  const siret = mandate.siret || null;
  return {
    company_name: mandate.name,
    company_legal_form: mandate.legal_form,
    company_siret: siret,
    company_siren: siret ? siret.slice(0, 9) : mandate.siren || null,
    company_rna: mandate.rna || null,
    company_naf_activity_code: mandate.naf_activity_code || null,
    address: toJson(withDetails(mandate.address)),
    company_activity_address: toJson(withDetails(mandate.activity_address)),
    phone: mandate.phone ?? null,
    email: mandate.email || null,
    is_mandatary: fromBool(mandate.is_mandatary),
    title_code: mandate.is_mandatary ? (mandate.title_code ?? null) : null,
    is_shareholder: fromBool(mandate.is_shareholder),
    shareholders_value: mandate.is_shareholder ? (mandate.shareholders_value ?? 0) : 0,
    is_fatca: fromBool(mandate.is_fatca),
    has_foreign_tax_country: fromBool(mandate.has_foreign_tax_country ?? null),
    foreign_tax_country: foreign ? (mandate.foreign_tax_country ?? null) : null,
    foreign_tax_addresses: JSON.stringify(foreign ? (mandate.foreign_tax_addresses ?? []) : []),
  };
}
