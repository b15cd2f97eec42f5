import { type FreeFieldKind, PERSON_FREE_FIELDS } from '@app/domain';
import type { Selectable, Updateable } from 'kysely';
import type { RepresentativesTable } from '../tables/representatives';
import type {
  MandateChanges,
  MandateRecord,
  PersonChanges,
  PersonRecord,
  RepresentativeRecord,
} from './person-record';
import { fromBool, fromJson, toBool, toJson } from './sql-values';

export type RepresentativeRow = Selectable<RepresentativesTable>;
/** Columns a save writes (the table's own members are set by the repository). */
export type RepresentativeColumns = Omit<
  Updateable<RepresentativesTable>,
  'id' | 'company_id' | 'created_at' | 'position' | 'is_company'
>;

/**
 * How an answer is kept: as it is (`text`, `number`), 0/1 for a yes/no answer, JSON text for an
 * object; `list` is a JSON list never null, `name` a text never null (a mandate's name and form).
 */
type Codec = 'text' | 'number' | 'yes_no' | 'json' | 'list' | 'name';
type Column = keyof RepresentativesTable;

const decode = (codec: Codec, value: unknown): unknown => {
  switch (codec) {
    case 'yes_no':
      return toBool(value as number | null);
    case 'json':
      return fromJson(value as string | null);
    case 'list':
      return fromJson<unknown[]>(value as string) ?? [];
    case 'name':
      return value ?? '';
    default:
      return value;
  }
};

const encode = (codec: Codec, value: unknown): unknown => {
  switch (codec) {
    case 'yes_no':
      return fromBool(value as boolean | null);
    case 'json':
      return toJson(value);
    case 'list':
      return JSON.stringify(value ?? []);
    default:
      return value;
  }
};

const codecOfFreeField = (kind: FreeFieldKind): Codec => (kind === 'yes_no' ? 'yes_no' : 'text');

/** The answers both kinds keep in the same columns, named as on the wire. */
const SHARED: Record<string, [Column, Codec]> = {
  address: ['address', 'json'],
  email: ['email', 'text'],
  is_mandatary: ['is_mandatary', 'yes_no'],
  title_code: ['title_code', 'text'],
  is_shareholder: ['is_shareholder', 'yes_no'],
  shareholders_value: ['shareholders_value', 'number'],
  is_fatca: ['is_fatca', 'yes_no'],
  has_foreign_tax_country: ['has_foreign_tax_country', 'yes_no'],
  foreign_tax_country: ['foreign_tax_country', 'text'],
  foreign_tax_addresses: ['foreign_tax_addresses', 'list'],
};

/** A natural person's answers: every member of the person's answer, with its column and codec. */
const PERSON: Record<string, [Column, Codec]> = {
  ...SHARED,
  gender: ['gender', 'number'],
  first_name: ['first_name', 'text'],
  last_name: ['last_name', 'text'],
  nationality: ['nationality', 'text'],
  birth_date: ['birth_date', 'text'],
  birth_address: ['birth_address', 'json'],
  marital_situation_id: ['marital_situation_id', 'number'],
  is_beneficial_owner: ['is_beneficial_owner', 'yes_no'],
  is_pep: ['is_pep', 'yes_no'],
  pep_function: ['pep_function', 'text'],
  pep_country: ['pep_country', 'text'],
  us_tin: ['us_tin', 'text'],
  professional_number: ['professional_number', 'text'],
  has_legal_representative: ['has_legal_representative', 'yes_no'],
  ...Object.fromEntries(
    Object.entries(PERSON_FREE_FIELDS as Record<string, FreeFieldKind>).map(([field, kind]) => [
      field,
      [field as Column, codecOfFreeField(kind)],
    ]),
  ),
};

/** A company mandate's answers: its company_* columns under the wire's names. */
const MANDATE: Record<string, [Column, Codec]> = {
  ...SHARED,
  name: ['company_name', 'name'],
  legal_form: ['company_legal_form', 'name'],
  siret: ['company_siret', 'text'],
  siren: ['company_siren', 'text'],
  rna: ['company_rna', 'text'],
  naf_activity_code: ['company_naf_activity_code', 'text'],
  activity_address: ['company_activity_address', 'json'],
  phone: ['phone', 'text'],
};

/** A kind's columns as a flat list, walked by a plain loop on every row read. */
type Decoder = readonly (readonly [field: string, column: Column, codec: Codec])[];
const decoderOf = (columns: Record<string, [Column, Codec]>): Decoder =>
  Object.entries(columns).map(([field, [column, codec]]) => [field, column, codec] as const);
const PERSON_DECODER = decoderOf(PERSON);
const MANDATE_DECODER = decoderOf(MANDATE);

// Members are added one by one in the same order for every row, so every record of a kind has
// the same hidden class: reading a list allocates one object per row, not a dictionary and copies.
function decodeInto(record: Record<string, unknown>, row: RepresentativeRow, decoder: Decoder) {
  for (const [field, column, codec] of decoder) record[field] = decode(codec, row[column]);
  return record;
}

const encodeAll = (changes: object, columns: Record<string, [Column, Codec]>): RepresentativeColumns =>
  Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => field in changes)
      .map(([field, [column, codec]]) => [
        column,
        encode(codec, (changes as Record<string, unknown>)[field]),
      ]),
  ) as RepresentativeColumns;

/**
 * A row as a record, through the one codec of the people's table: what the engine does not keep
 * natively (JSON text, 0/1) decoded, a company mandate's company_* columns named as on the wire.
 */
export function recordOf(row: RepresentativeRow): RepresentativeRecord {
  const record: Record<string, unknown> = {
    id: row.id,
    company_id: row.company_id,
    user_id: row.user_id,
    position: row.position,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (row.is_company === 1) {
    decodeInto(record, row, MANDATE_DECODER).is_company = true;
    return record as unknown as MandateRecord;
  }
  decodeInto(record, row, PERSON_DECODER).is_company = false;
  record.is_user = row.is_user === 1;
  return record as unknown as PersonRecord;
}

/** The columns a person's save writes. */
export const personColumns = (changes: PersonChanges): RepresentativeColumns => encodeAll(changes, PERSON);

/** The columns a company mandate's save writes. */
export const mandateColumns = (changes: MandateChanges): RepresentativeColumns => encodeAll(changes, MANDATE);
