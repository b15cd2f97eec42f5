import { type CsvDialect, readCsvHead } from '../../imports/csv-reader';
import type { FileParser } from '../../imports/import-source';
import { peekHead } from '../../imports/peek-head';
import { directoryKindOf, establishmentMapper, practitionerMapper } from './rows';

const PRACTITIONER_DIALECT: CsvDialect = { separator: '|', encoding: 'utf8' };
const FINESS_DIALECT: CsvDialect = { separator: ';', encoding: 'latin1' };

/** The file's dialect from its first line: the practitioners' file is |-separated, FINESS ;-separated. */
function dialectOf(head: Buffer): CsvDialect {
  const firstLine = head.subarray(0, 4096).toString('latin1').split('\n')[0] ?? '';
  return firstLine.includes('|') ? PRACTITIONER_DIALECT : FINESS_DIALECT;
}

/** The extraction's day: PS_LibreAcces_Personne_activite_YYYYMMDDhhmm.txt, or the FINESS header's date. */
function extractionDayOf(name: string, header: readonly string[]): string | null {
  const inName = /_(\d{4})(\d{2})(\d{2})\d{0,6}\.(txt|csv)$/i.exec(name);
  if (inName) return `${inName[1]}-${inName[2]}-${inName[3]}`;
  const inHeader = header.find((field) => /^\d{4}-\d{2}-\d{2}$/.test(field.trim()));
  return inHeader?.trim() ?? null;
}

/**
 * The practitioners' (RPPS / ADELI) and FINESS extractions: which one, its dialect and its day
 * read from the file itself. Light enough to parse between the writes.
 */
export const parser: FileParser<readonly string[]> = {
  async open(input, fileName) {
    const { head: firstChunk, bytes } = await peekHead(input);
    const { head, chunks } = await readCsvHead(bytes, {}, dialectOf(firstChunk));
    const kind = directoryKindOf(head);
    if (!kind) throw new Error('not a practitioners (PS_LibreAcces) or FINESS (etalab) extraction');
    return {
      kind,
      publishedOn: extractionDayOf(fileName, head),
      chunks,
      map: kind === 'practitioners' ? practitionerMapper(head) : establishmentMapper(),
    };
  },
};
