import type { AddressReply, BirthAddressReply, ForeignTaxAddressReply } from '@app/domain';
import type { Selectable, Updateable } from 'kysely';
import type { RepresentativesTable } from '../tables/representatives';
import type { MandateChanges, PersonChanges, RepresentativeRecord } from './person-record';
import { fromBool, fromJson, toBool, toJson } from './sql-values';

export type RepresentativeRow = Selectable<RepresentativesTable>;
/** Columns a save writes (the table's own members are set by the repository). */
export type RepresentativeColumns = Omit<
  Updateable<RepresentativesTable>,
  'id' | 'company_id' | 'created_at' | 'position' | 'is_company'
>;

const taxAddresses = (text: string) => fromJson<ForeignTaxAddressReply[]>(text) ?? [];

/**
 * A row as a record: JSON text parsed and 0/1 read as booleans, what the engine does not keep
 * natively; a company mandate's company_* columns are named as on the wire.
 */
export function recordOf(row: RepresentativeRow): RepresentativeRecord {
  const stored = {
    id: row.id,
    company_id: row.company_id,
    user_id: row.user_id,
    position: row.position,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  const shared = {
    address: fromJson<AddressReply>(row.address),
    email: row.email,
    is_mandatary: toBool(row.is_mandatary),
    title_code: row.title_code,
    is_shareholder: toBool(row.is_shareholder),
    shareholders_value: row.shareholders_value,
    is_fatca: toBool(row.is_fatca),
    has_foreign_tax_country: toBool(row.has_foreign_tax_country),
    foreign_tax_country: row.foreign_tax_country,
    foreign_tax_addresses: taxAddresses(row.foreign_tax_addresses),
  };
  if (row.is_company === 1) {
    return {
      ...stored,
      ...shared,
      is_company: true,
      name: row.company_name ?? '',
      legal_form: row.company_legal_form ?? '',
      siret: row.company_siret,
      siren: row.company_siren,
      rna: row.company_rna,
      naf_activity_code: row.company_naf_activity_code,
      activity_address: fromJson<AddressReply>(row.company_activity_address),
      phone: row.phone,
    };
  }
  return {
    ...stored,
    ...shared,
    is_company: false,
    is_user: row.is_user === 1,
    gender: row.gender,
    first_name: row.first_name,
    last_name: row.last_name,
    nationality: row.nationality,
    birth_date: row.birth_date,
    birth_address: fromJson<BirthAddressReply>(row.birth_address),
    marital_situation_id: row.marital_situation_id,
    is_beneficial_owner: toBool(row.is_beneficial_owner),
    is_pep: toBool(row.is_pep),
    pep_function: row.pep_function,
    pep_country: row.pep_country,
    us_tin: row.us_tin,
    professional_number: row.professional_number,
    has_legal_representative: toBool(row.has_legal_representative),
  };
}

/** The answers both kinds keep in the same columns. */
function sharedColumns(changes: PersonChanges | MandateChanges): RepresentativeColumns {
  return {
    address: toJson(changes.address),
    email: changes.email,
    is_mandatary: fromBool(changes.is_mandatary),
    title_code: changes.title_code,
    is_shareholder: fromBool(changes.is_shareholder),
    shareholders_value: changes.shareholders_value,
    is_fatca: fromBool(changes.is_fatca),
    has_foreign_tax_country: fromBool(changes.has_foreign_tax_country),
    foreign_tax_country: changes.foreign_tax_country,
    foreign_tax_addresses: JSON.stringify(changes.foreign_tax_addresses),
  };
}

export function personColumns(changes: PersonChanges): RepresentativeColumns {
  return {
    ...sharedColumns(changes),
    gender: changes.gender,
    first_name: changes.first_name,
    last_name: changes.last_name,
    nationality: changes.nationality,
    birth_date: changes.birth_date,
    birth_address: toJson(changes.birth_address),
    marital_situation_id: changes.marital_situation_id,
    is_beneficial_owner: fromBool(changes.is_beneficial_owner),
    is_pep: fromBool(changes.is_pep),
    pep_function: changes.pep_function,
    pep_country: changes.pep_country,
    us_tin: changes.us_tin,
    professional_number: changes.professional_number,
    has_legal_representative: fromBool(changes.has_legal_representative),
  };
}

export function mandateColumns(changes: MandateChanges): RepresentativeColumns {
  return {
    ...sharedColumns(changes),
    company_name: changes.name,
    company_legal_form: changes.legal_form,
    company_siret: changes.siret,
    company_siren: changes.siren,
    company_rna: changes.rna,
    company_naf_activity_code: changes.naf_activity_code,
    company_activity_address: toJson(changes.activity_address),
    phone: changes.phone,
  };
}
