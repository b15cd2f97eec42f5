import { ESTABLISHMENT_FIELDS, type RowBatch, UNIT_FIELDS } from './import-writer';
import type { StockKind } from './sirene-rows';

/**
 * Batches of records cross from the parsing thread to the writing thread as one string: a
 * string is copied in one go, where a structured clone of ten thousand objects costs more than
 * parsing them did. Values are separated by FIELD; NULL marks a null value. The parser blanks
 * both characters out of the stock beforehand, so they never occur inside a value.
 */
export const FIELD = '\u001f';
export const NULL = '\u0000';

export const fieldsOf = (kind: StockKind): readonly string[] =>
  kind === 'units' ? UNIT_FIELDS : ESTABLISHMENT_FIELDS;

/**
 * Appends a record's values, in field order, to `parts`. When the records list their members
 * in field order (the mappers' object literals do) the values are read in one go; the first
 * record is checked, and any other layout is read member by member.
 */
export function recordEncoder(fields: readonly string[]): (record: object, parts: string[]) => void {
  let inOrder: boolean | undefined;
  return (record, parts) => {
    inOrder ??= Object.keys(record).join() === fields.join();
    const values = inOrder
      ? Object.values(record)
      : fields.map((field) => (record as Record<string, unknown>)[field]);
    for (const value of values) parts.push(value === null || value === undefined ? NULL : String(value));
  };
}

/** The values of an encoded batch, nulls restored. */
export function decodeBatch(text: string, count: number, fields: readonly string[]): RowBatch {
  const values: (string | null)[] = count === 0 ? [] : text.split(FIELD);
  if (values.length !== count * fields.length) throw new Error('Corrupt row batch between import threads');
  for (let i = 0; i < values.length; i += 1) if (values[i] === NULL) values[i] = null;
  return { values, count };
}
