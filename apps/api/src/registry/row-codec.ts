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

/** Appends one record's values, in field order, to `parts`. */
export function encodeRecord(record: object, fields: readonly string[], parts: string[]): void {
  const values = record as Record<string, string | number | null>;
  for (const field of fields) {
    const value = values[field];
    parts.push(value === null || value === undefined ? NULL : String(value));
  }
}

/** The values of an encoded batch, nulls restored. */
export function decodeBatch(text: string, count: number, fields: readonly string[]): RowBatch {
  const values: (string | null)[] = count === 0 ? [] : text.split(FIELD);
  if (values.length !== count * fields.length) throw new Error('Corrupt row batch between import threads');
  for (let i = 0; i < values.length; i += 1) if (values[i] === NULL) values[i] = null;
  return { values, count };
}
