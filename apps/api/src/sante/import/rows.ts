import type { HealthEstablishmentsTable, HealthPractitionersTable } from '../../db/tables/health';
import {
  FINESS_COLUMNS,
  FINESS_ESTABLISHMENT_RECORD,
  type FinessColumn,
  PRACTITIONER_COLUMNS,
  type PractitionerColumn,
} from './layouts';

export type DirectoryKind = 'practitioners' | 'establishments';

/** Columns written, in the order a batch's values are laid out. */
export const PRACTITIONER_FIELDS = [
  'id_type',
  'number',
  'civility',
  'last_name',
  'first_name',
  'profession_code',
  'profession_label',
  'mode_code',
  'siret',
  'siren',
  'finess_site',
  'structure_id',
  'site_name',
  'postcode',
  'city',
] as const satisfies readonly (keyof HealthPractitionersTable)[];

export const ESTABLISHMENT_FIELDS = [
  'finess',
  'finess_legal',
  'name',
  'category_code',
  'category_label',
  'siret',
  'siren',
  'postcode',
  'city',
  'updated_on',
] as const satisfies readonly (keyof HealthEstablishmentsTable)[];

export const FIELDS_OF: Readonly<Record<DirectoryKind, readonly string[]>> = {
  practitioners: PRACTITIONER_FIELDS,
  establishments: ESTABLISHMENT_FIELDS,
};

/** Why a row is left out: counted and named by line in the import's log. */
export type RowProblem = 'column_count' | 'encoding' | 'identifier' | 'record_type';

/** A mapped row appends its values to the batch; a malformed one answers its problem. */
export type RowMapper = (row: readonly string[], values: (string | null)[]) => RowProblem | null;

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
export function practitionerMapper(header: readonly string[]): RowMapper {
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
  return (row, values) => {
    if (row.length !== width) return 'column_count';
    if (badlyEncoded(row)) return 'encoding';
    const number = row[i.number]?.trim() ?? '';
    const last = blank(row[i.last]);
    const first = blank(row[i.first]);
    if (!/^(\d{9}|\d{11})$/.test(number) || !last || !first) return 'identifier';
    const siret = blank(row[i.siret]);
    values.push(
      blank(row[i.type]) ?? (number.length === 11 ? '8' : '0'),
      number,
      blank(row[i.civility]),
      last,
      first,
      blank(row[i.profession]),
      blank(row[i.professionLabel]),
      blank(row[i.mode]),
      siret,
      sirenOf(siret),
      blank(row[i.finess]),
      blank(row[i.structure]),
      blank(row[i.name]) ?? blank(row[i.brand]),
      blank(row[i.postcode]),
      blank(row[i.city]),
    );
    return null;
  };
}

/** FINESS establishment lines (`structureet;` then the columns); geolocation lines are passed over. */
export function establishmentMapper(): RowMapper {
  const at = (column: FinessColumn) => FINESS_COLUMNS.indexOf(column) + 1;
  const width = FINESS_COLUMNS.length + 1;
  return (row, values) => {
    if (row[0] !== FINESS_ESTABLISHMENT_RECORD) return 'record_type';
    if (row.length !== width) return 'column_count';
    if (badlyEncoded(row)) return 'encoding';
    const finess = row[at('nofinesset')]?.trim() ?? '';
    const name = blank(row[at('rslongue')]) ?? blank(row[at('rs')]);
    if (!/^[0-9AB]{9}$/.test(finess) || !name) return 'identifier';
    const siret = blank(row[at('siret')]);
    values.push(
      finess,
      blank(row[at('nofinessej')]),
      name,
      blank(row[at('categetab')]),
      blank(row[at('libcategetab')]),
      siret,
      sirenOf(siret),
      blank(row[at('codepostal')]),
      blank(row[at('ligneacheminement')]),
      blank(row[at('datemaj')]),
    );
    return null;
  };
}

/** The lines a FINESS file holds besides establishments: not errors, not counted. */
export const isIgnoredFinessLine = (row: readonly string[]) => row[0] === 'geolocalisation';
