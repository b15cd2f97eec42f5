import type { RegistryEstablishmentsTable, RegistryUnitsTable } from '../../db/tables/registry';
import { type HeaderColumns, headerColumns } from '../../imports/header-columns';
import { type RowMapper, RowProblem } from '../../imports/import-source';
import { searchTextOf } from './search-text';
import type { EstablishmentColumn, UnitColumn } from './stock-layout';
import { repetitionLabel, streetTypeLabel } from './street-types';

export type StockKind = 'units' | 'establishments';
type StockRow = readonly string[];

// Columns a file must have to be read at all; the others may be missing in older layouts.
const REQUIRED: Record<StockKind, readonly string[]> = {
  units: ['siren', 'etatAdministratifUniteLegale', 'categorieJuridiqueUniteLegale', 'nicSiegeUniteLegale'],
  establishments: ['siren', 'nic', 'siret', 'etablissementSiege', 'etatAdministratifEtablissement'],
};

/** Which stock a header belongs to, or an error naming what is missing. */
export function stockKindOf(header: readonly string[]): StockKind {
  const kind: StockKind = header.includes('siret') ? 'establishments' : 'units';
  const missing = REQUIRED[kind].filter((column) => !header.includes(column));
  if (missing.length > 0 || (kind === 'units' && !header.includes('siren'))) {
    throw new Error(`Not a SIRENE stock file: missing column(s) ${missing.join(', ') || 'siren'}`);
  }
  return kind;
}

/** The mapper of a stock's rows, and the header's columns it reads: the parser copies out only those. */
export function stockMapper(
  kind: StockKind,
  header: readonly string[],
): { map: RowMapper<StockRow>; columnsRead: readonly boolean[] } {
  if (kind === 'units') {
    const columns = headerColumns<UnitColumn>(header);
    return { map: unitMapper(columns), columnsRead: columns.read };
  }
  const columns = headerColumns<EstablishmentColumn>(header);
  return { map: establishmentMapper(columns), columnsRead: columns.read };
}

/** A value of the row; an empty or absent column (-1: not in this layout) is null. */
const valueAt = (row: StockRow, at: number): string | null => {
  const value = row[at];
  return value === undefined || value === '' ? null : value;
};

const MALFORMED_SIREN = new RowProblem('missing or malformed SIREN');
const MALFORMED_SIRET = new RowProblem('missing or malformed SIRET, SIREN or NIC');

/** A row mapper for the units stock (StockUniteLegale). */
function unitMapper(columns: HeaderColumns<UnitColumn>): RowMapper<StockRow> {
  const at = {
    siren: columns.at('siren'),
    diffusion: columns.at('statutDiffusionUniteLegale'),
    createdOn: columns.at('dateCreationUniteLegale'),
    acronym: columns.at('sigleUniteLegale'),
    firstName: columns.at('prenom1UniteLegale'),
    usualFirstName: columns.at('prenomUsuelUniteLegale'),
    pseudonym: columns.at('pseudonymeUniteLegale'),
    updatedAt: columns.at('dateDernierTraitementUniteLegale'),
    state: columns.at('etatAdministratifUniteLegale'),
    lastName: columns.at('nomUniteLegale'),
    usedName: columns.at('nomUsageUniteLegale'),
    denomination: columns.at('denominationUniteLegale'),
    usualName1: columns.at('denominationUsuelle1UniteLegale'),
    usualName2: columns.at('denominationUsuelle2UniteLegale'),
    usualName3: columns.at('denominationUsuelle3UniteLegale'),
    legalCategory: columns.at('categorieJuridiqueUniteLegale'),
    ape: columns.at('activitePrincipaleUniteLegale'),
    apeNomenclature: columns.at('nomenclatureActivitePrincipaleUniteLegale'),
    headOfficeNic: columns.at('nicSiegeUniteLegale'),
  };
  return (row): RegistryUnitsTable | RowProblem => {
    const siren = valueAt(row, at.siren);
    if (!siren || !/^\d{9}$/.test(siren)) return MALFORMED_SIREN;
    const diffusible = valueAt(row, at.diffusion) !== 'P' ? 1 : 0;
    const denomination = valueAt(row, at.denomination);
    const firstName = valueAt(row, at.usualFirstName) ?? valueAt(row, at.firstName);
    const lastName = valueAt(row, at.usedName) ?? valueAt(row, at.lastName);
    const personName = [lastName, firstName].filter(Boolean).join(' ') || null;
    const acronym = valueAt(row, at.acronym);
    const usualName1 = valueAt(row, at.usualName1);
    const name = denomination ?? usualName1 ?? personName ?? acronym;
    return {
      siren,
      name: !diffusible && !denomination ? '[NON-DIFFUSIBLE]' : (name ?? ''),
      // A partly diffusible unit is never found by name: INSEE withholds the person's name.
      search_text: diffusible
        ? searchTextOf([
            name,
            acronym,
            usualName1,
            valueAt(row, at.usualName2),
            valueAt(row, at.usualName3),
            valueAt(row, at.lastName),
            valueAt(row, at.pseudonym),
          ])
        : '',
      acronym,
      legal_category: valueAt(row, at.legalCategory),
      ape: valueAt(row, at.ape),
      ape_nomenclature: valueAt(row, at.apeNomenclature),
      head_office_nic: valueAt(row, at.headOfficeNic),
      active: valueAt(row, at.state) === 'A' ? 1 : 0,
      diffusible,
      created_on: valueAt(row, at.createdOn),
      updated_at: valueAt(row, at.updatedAt),
    };
  };
}

/** A row mapper for the establishments stock (StockEtablissement). */
function establishmentMapper(columns: HeaderColumns<EstablishmentColumn>): RowMapper<StockRow> {
  const at = {
    siren: columns.at('siren'),
    nic: columns.at('nic'),
    siret: columns.at('siret'),
    diffusion: columns.at('statutDiffusionEtablissement'),
    createdOn: columns.at('dateCreationEtablissement'),
    headOffice: columns.at('etablissementSiege'),
    addressDetails: columns.at('complementAdresseEtablissement'),
    number: columns.at('numeroVoieEtablissement'),
    repetition: columns.at('indiceRepetitionEtablissement'),
    lastNumber: columns.at('dernierNumeroVoieEtablissement'),
    lastRepetition: columns.at('indiceRepetitionDernierNumeroVoieEtablissement'),
    streetType: columns.at('typeVoieEtablissement'),
    streetName: columns.at('libelleVoieEtablissement'),
    postcode: columns.at('codePostalEtablissement'),
    city: columns.at('libelleCommuneEtablissement'),
    foreignCity: columns.at('libelleCommuneEtrangerEtablissement'),
    delivery: columns.at('distributionSpecialeEtablissement'),
    communeCode: columns.at('codeCommuneEtablissement'),
    foreignCountryCode: columns.at('codePaysEtrangerEtablissement'),
    foreignCountry: columns.at('libellePaysEtrangerEtablissement'),
    state: columns.at('etatAdministratifEtablissement'),
    brand1: columns.at('enseigne1Etablissement'),
    brand2: columns.at('enseigne2Etablissement'),
    brand3: columns.at('enseigne3Etablissement'),
    usualName: columns.at('denominationUsuelleEtablissement'),
    ape: columns.at('activitePrincipaleEtablissement'),
  };
  return (row): RegistryEstablishmentsTable | RowProblem => {
    const siret = valueAt(row, at.siret);
    const siren = valueAt(row, at.siren);
    const nic = valueAt(row, at.nic);
    if (!siret || !siren || !nic || !/^\d{14}$/.test(siret)) return MALFORMED_SIRET;
    const number = valueAt(row, at.number);
    const lastNumber = valueAt(row, at.lastNumber);
    const repetition = valueAt(row, at.repetition);
    const lastRepetition = valueAt(row, at.lastRepetition);
    const type = valueAt(row, at.streetType);
    const numberPart = [
      number ? `${number}${repetition ? ` ${repetitionLabel(repetition)}` : ''}` : null,
      lastNumber && lastNumber !== number
        ? `${lastNumber}${lastRepetition ? ` ${repetitionLabel(lastRepetition)}` : ''}`
        : null,
    ]
      .filter(Boolean)
      .join('-');
    const street = [numberPart, type ? streetTypeLabel(type) : null, valueAt(row, at.streetName)]
      .filter(Boolean)
      .join(' ');
    const details = [valueAt(row, at.addressDetails), valueAt(row, at.delivery)].filter(Boolean).join(' ');
    const brand = [valueAt(row, at.brand1), valueAt(row, at.brand2), valueAt(row, at.brand3)]
      .filter(Boolean)
      .join(' ');
    const foreign = valueAt(row, at.foreignCountryCode);
    return {
      siret,
      siren,
      nic,
      head_office: valueAt(row, at.headOffice) === 'true' ? 1 : 0,
      active: valueAt(row, at.state) === 'A' ? 1 : 0,
      diffusible: valueAt(row, at.diffusion) !== 'P' ? 1 : 0,
      brand: brand || valueAt(row, at.usualName),
      street: street || null,
      street_details: details || null,
      postcode: valueAt(row, at.postcode),
      city: valueAt(row, at.city) ?? valueAt(row, at.foreignCity),
      commune_code: valueAt(row, at.communeCode),
      country: foreign ? (valueAt(row, at.foreignCountry) ?? foreign) : 'FR',
      ape: valueAt(row, at.ape),
      created_on: valueAt(row, at.createdOn),
    };
  };
}
