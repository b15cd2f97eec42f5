import {
  FINESS_COLUMNS,
  FINESS_ESTABLISHMENT_RECORD,
  type FinessColumn,
  PRACTITIONER_COLUMNS,
  type PractitionerColumn,
} from '../import/layouts';

/** The practitioners' header line, with the official trailing |. */
export const practitionerHeader = (): string => `${PRACTITIONER_COLUMNS.join('|')}|`;

/** One practitioners' line in the official layout: every column, | separated, a trailing |. */
export function practitionerLine(values: Partial<Record<PractitionerColumn, string>>): string {
  return `${PRACTITIONER_COLUMNS.map((column) => values[column] ?? '').join('|')}|`;
}

/** The FINESS file's first line: its name, source, line count and extraction day. */
export const finessHeader = (lines: number, date: string): string => `finess;etalab;${lines};${date}`;

/** One FINESS establishment line (`structureet;` then the columns). */
export function finessLine(values: Partial<Record<FinessColumn, string>>): string {
  return [FINESS_ESTABLISHMENT_RECORD, ...FINESS_COLUMNS.map((column) => values[column] ?? '')].join(';');
}
