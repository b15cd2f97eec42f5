import type { RegistryEstablishmentsTable, RegistryUnitsTable } from '../db/tables/registry';
import { searchTextOf } from './search-text';
import { repetitionLabel, streetTypeLabel } from './street-types';

export type StockKind = 'units' | 'establishments';
export type UnitRecord = RegistryUnitsTable;
export type EstablishmentRecord = RegistryEstablishmentsTable;

// The columns read, by name: INSEE adds columns between releases, so positions are never assumed.
const UNIT_COLUMNS = [
  'siren',
  'statutDiffusionUniteLegale',
  'dateCreationUniteLegale',
  'sigleUniteLegale',
  'prenom1UniteLegale',
  'prenomUsuelUniteLegale',
  'pseudonymeUniteLegale',
  'dateDernierTraitementUniteLegale',
  'etatAdministratifUniteLegale',
  'nomUniteLegale',
  'nomUsageUniteLegale',
  'denominationUniteLegale',
  'denominationUsuelle1UniteLegale',
  'denominationUsuelle2UniteLegale',
  'denominationUsuelle3UniteLegale',
  'categorieJuridiqueUniteLegale',
  'activitePrincipaleUniteLegale',
  'nomenclatureActivitePrincipaleUniteLegale',
  'nicSiegeUniteLegale',
] as const;

const ESTABLISHMENT_COLUMNS = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'etablissementSiege',
  'complementAdresseEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement',
  'distributionSpecialeEtablissement',
  'codeCommuneEtablissement',
  'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'enseigne3Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
] as const;

// Columns a file must have to be read at all; the others may be missing in older layouts.
const REQUIRED: Record<StockKind, readonly string[]> = {
  units: ['siren', 'etatAdministratifUniteLegale', 'categorieJuridiqueUniteLegale', 'nicSiegeUniteLegale'],
  establishments: ['siren', 'nic', 'siret', 'etablissementSiege', 'etatAdministratifEtablissement'],
};

type Getter<C extends string> = (row: readonly string[], column: C) => string | null;

/** Which stock a header belongs to, or an error naming what is missing. */
export function stockKindOf(header: readonly string[]): StockKind {
  const kind: StockKind = header.includes('siret') ? 'establishments' : 'units';
  const missing = REQUIRED[kind].filter((column) => !header.includes(column));
  if (missing.length > 0 || (kind === 'units' && !header.includes('siren'))) {
    throw new Error(`Not a SIRENE stock file: missing column(s) ${missing.join(', ') || 'siren'}`);
  }
  return kind;
}

/** The header's columns a mapper reads: the parser copies out only those. */
export function columnsRead(kind: StockKind, header: readonly string[]): boolean[] {
  const used = new Set<string>(kind === 'units' ? UNIT_COLUMNS : ESTABLISHMENT_COLUMNS);
  return header.map((column) => used.has(column));
}

function getterFor<C extends string>(header: readonly string[], columns: readonly C[]): Getter<C> {
  const index = new Map<string, number>();
  for (const column of columns) index.set(column, header.indexOf(column));
  return (row, column) => {
    const at = index.get(column) ?? -1;
    const value = at >= 0 ? row[at] : undefined;
    return value === undefined || value === '' ? null : value;
  };
}

/** A row mapper for the units stock (StockUniteLegale). */
export function unitMapper(header: readonly string[]): (row: readonly string[]) => UnitRecord | null {
  const get = getterFor(header, UNIT_COLUMNS);
  return (row) => {
    const siren = get(row, 'siren');
    if (!siren || !/^\d{9}$/.test(siren)) return null;
    const diffusible = get(row, 'statutDiffusionUniteLegale') !== 'P' ? 1 : 0;
    const denomination = get(row, 'denominationUniteLegale');
    const firstName = get(row, 'prenomUsuelUniteLegale') ?? get(row, 'prenom1UniteLegale');
    const lastName = get(row, 'nomUsageUniteLegale') ?? get(row, 'nomUniteLegale');
    const personName = [lastName, firstName].filter(Boolean).join(' ') || null;
    const name =
      denomination ??
      get(row, 'denominationUsuelle1UniteLegale') ??
      personName ??
      get(row, 'sigleUniteLegale');
    return {
      siren,
      name: !diffusible && !denomination ? '[NON-DIFFUSIBLE]' : (name ?? ''),
      // A partly diffusible unit is never found by name: INSEE withholds the person's name.
      search_text: diffusible
        ? searchTextOf([
            name,
            get(row, 'sigleUniteLegale'),
            get(row, 'denominationUsuelle1UniteLegale'),
            get(row, 'denominationUsuelle2UniteLegale'),
            get(row, 'denominationUsuelle3UniteLegale'),
            get(row, 'nomUniteLegale'),
            get(row, 'pseudonymeUniteLegale'),
          ])
        : '',
      acronym: get(row, 'sigleUniteLegale'),
      legal_category: get(row, 'categorieJuridiqueUniteLegale'),
      ape: get(row, 'activitePrincipaleUniteLegale'),
      ape_nomenclature: get(row, 'nomenclatureActivitePrincipaleUniteLegale'),
      head_office_nic: get(row, 'nicSiegeUniteLegale'),
      active: get(row, 'etatAdministratifUniteLegale') === 'A' ? 1 : 0,
      diffusible,
      created_on: get(row, 'dateCreationUniteLegale'),
      updated_at: get(row, 'dateDernierTraitementUniteLegale'),
    };
  };
}

/** A row mapper for the establishments stock (StockEtablissement). */
export function establishmentMapper(
  header: readonly string[],
): (row: readonly string[]) => EstablishmentRecord | null {
  const get = getterFor(header, ESTABLISHMENT_COLUMNS);
  return (row) => {
    const siret = get(row, 'siret');
    const siren = get(row, 'siren');
    const nic = get(row, 'nic');
    if (!siret || !siren || !nic || !/^\d{14}$/.test(siret)) return null;
    const number = get(row, 'numeroVoieEtablissement');
    const lastNumber = get(row, 'dernierNumeroVoieEtablissement');
    const repetition = get(row, 'indiceRepetitionEtablissement');
    const lastRepetition = get(row, 'indiceRepetitionDernierNumeroVoieEtablissement');
    const type = get(row, 'typeVoieEtablissement');
    const numberPart = [
      number ? `${number}${repetition ? ` ${repetitionLabel(repetition)}` : ''}` : null,
      lastNumber && lastNumber !== number
        ? `${lastNumber}${lastRepetition ? ` ${repetitionLabel(lastRepetition)}` : ''}`
        : null,
    ]
      .filter(Boolean)
      .join('-');
    const street = [numberPart, type ? streetTypeLabel(type) : null, get(row, 'libelleVoieEtablissement')]
      .filter(Boolean)
      .join(' ');
    const details = [
      get(row, 'complementAdresseEtablissement'),
      get(row, 'distributionSpecialeEtablissement'),
    ]
      .filter(Boolean)
      .join(' ');
    const brand = [
      get(row, 'enseigne1Etablissement'),
      get(row, 'enseigne2Etablissement'),
      get(row, 'enseigne3Etablissement'),
    ]
      .filter(Boolean)
      .join(' ');
    const foreign = get(row, 'codePaysEtrangerEtablissement');
    return {
      siret,
      siren,
      nic,
      head_office: get(row, 'etablissementSiege') === 'true' ? 1 : 0,
      active: get(row, 'etatAdministratifEtablissement') === 'A' ? 1 : 0,
      diffusible: get(row, 'statutDiffusionEtablissement') !== 'P' ? 1 : 0,
      brand: brand || get(row, 'denominationUsuelleEtablissement'),
      street: street || null,
      street_details: details || null,
      postcode: get(row, 'codePostalEtablissement'),
      city: get(row, 'libelleCommuneEtablissement') ?? get(row, 'libelleCommuneEtrangerEtablissement'),
      commune_code: get(row, 'codeCommuneEtablissement'),
      country: foreign ? (get(row, 'libellePaysEtrangerEtablissement') ?? foreign) : 'FR',
      ape: get(row, 'activitePrincipaleEtablissement'),
      created_on: get(row, 'dateCreationEtablissement'),
    };
  };
}
