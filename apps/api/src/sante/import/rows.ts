import type { HealthEstablishmentsTable, HealthPractitionersTable } from '../../db/tables/health';
import { type RowMapper, RowProblem } from '../../imports/import-source';
import {
  FINESS_COLUMNS,
  FINESS_ESTABLISHMENT_RECORD,
  FINESS_GEOLOCATION_RECORD,
  type FinessColumn,
  PRACTITIONER_COLUMNS,
  type PractitionerColumn,
} from './layouts';

export type DirectoryKind = 'practitioners' | 'establishments';
type DirectoryRow = readonly string[];

// Why a row is left out: counted and named by line in the import's log.
const WRONG_COLUMN_COUNT = new RowProblem('wrong number of columns');
const BAD_ENCODING = new RowProblem('bad character encoding');
const MALFORMED_IDENTIFIER = new RowProblem('missing or malformed identifier or name');
const UNKNOWN_LINE_TYPE = new RowProblem('unknown line type');

const blank = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
// A byte sequence that is not UTF-8 decodes as U+FFFD: the row's text cannot be trusted.
const badlyEncoded = (row: readonly string[]) => row.some((field) => field.includes('\uFFFD'));
const sirenOf = (siret: string | null) => (siret && /^\d{14}$/.test(siret) ? siret.slice(0, 9) : null);

/** Which directory a file holds, from its first row (null: neither). */
export function directoryKindOf(firstRow: readonly string[]): DirectoryKind | null {
  const first = firstRow[0]?.replace(/^\uFEFF/, '').trim();
  if (first === PRACTITIONER_COLUMNS[0]) return 'practitioners';
  if (first?.toLowerCase() === 'finess') return 'establishments';
  return null;
}

/** The practitioners' rows, columns found by name in the header (the trailing | gives one empty field). */
export function practitionerMapper(header: readonly string[]): RowMapper<DirectoryRow> {
  const at = (column: PractitionerColumn) => {
    const index = header.indexOf(column);
    if (index === -1) throw new Error(`not a practitioners' extraction: no column "${column}"`);
    return index;
  };
  const width = header.length;
  const i = {
    type: at("Type d'identifiant PP"),
    number: at('Identifiant PP'),
    civility: at("Libellé civilité d'exercice"),
    last: at("Nom d'exercice"),
    first: at("Prénom d'exercice"),
    profession: at('Code profession'),
    professionLabel: at('Libellé profession'),
    mode: at('Code mode exercice'),
    siret: at('Numéro SIRET site'),
    finess: at('Numéro FINESS site'),
    structure: at('Identifiant technique de la structure'),
    name: at('Raison sociale site'),
    brand: at('Enseigne commerciale site'),
    postcode: at('Code postal (coord. structure)'),
    city: at('Libellé commune (coord. structure)'),
  };
  return (row): HealthPractitionersTable | RowProblem => {
    if (row.length !== width) return WRONG_COLUMN_COUNT;
    if (badlyEncoded(row)) return BAD_ENCODING;
    const number = row[i.number]?.trim() ?? '';
    const last = blank(row[i.last]);
    const first = blank(row[i.first]);
    if (!/^(\d{9}|\d{11})$/.test(number) || !last || !first) return MALFORMED_IDENTIFIER;
    const siret = blank(row[i.siret]);
    return {
      id_type: blank(row[i.type]) ?? (number.length === 11 ? '8' : '0'),
      number,
      civility: blank(row[i.civility]),
      last_name: last,
      first_name: first,
      profession_code: blank(row[i.profession]),
      profession_label: blank(row[i.professionLabel]),
      mode_code: blank(row[i.mode]),
      siret,
      siren: sirenOf(siret),
      finess_site: blank(row[i.finess]),
      structure_id: blank(row[i.structure]),
      site_name: blank(row[i.name]) ?? blank(row[i.brand]),
      postcode: blank(row[i.postcode]),
      city: blank(row[i.city]),
    };
  };
}

/**
 * FINESS establishment lines (`structureet;` then the columns); geolocation lines
 * (`geolocalisation`) hold no establishment and are passed over.
 */
export function establishmentMapper(): RowMapper<DirectoryRow> {
  const at = (column: FinessColumn) => FINESS_COLUMNS.indexOf(column) + 1;
  const width = FINESS_COLUMNS.length + 1;
  return (row): HealthEstablishmentsTable | RowProblem | null => {
    if (row[0] === FINESS_GEOLOCATION_RECORD) return null;
    if (row[0] !== FINESS_ESTABLISHMENT_RECORD) return UNKNOWN_LINE_TYPE;
    if (row.length !== width) return WRONG_COLUMN_COUNT;
    if (badlyEncoded(row)) return BAD_ENCODING;
    const finess = row[at('nofinesset')]?.trim() ?? '';
    const name = blank(row[at('rslongue')]) ?? blank(row[at('rs')]);
    if (!/^[0-9AB]{9}$/.test(finess) || !name) return MALFORMED_IDENTIFIER;
    const siret = blank(row[at('siret')]);
    return {
      finess,
      finess_legal: blank(row[at('nofinessej')]),
      name,
      category_code: blank(row[at('categetab')]),
      category_label: blank(row[at('libcategetab')]),
      siret,
      siren: sirenOf(siret),
      postcode: blank(row[at('codepostal')]),
      city: blank(row[at('ligneacheminement')]),
      updated_on: blank(row[at('datemaj')]),
    };
  };
}
