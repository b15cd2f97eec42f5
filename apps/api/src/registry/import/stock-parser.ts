import { type ColumnSelection, readCsvHead } from '../../imports/csv-reader';
import type { FileParser } from '../../imports/import-source';
import { stockKindOf, stockMapper } from './sirene-rows';

/**
 * The INSEE stock files: comma-separated UTF-8, a header row naming the columns, the kind of
 * stock (units or establishments) told by them. Parsed in a thread of its own (see the source).
 */
export const parser: FileParser<readonly string[]> = {
  async open(bytes) {
    const selection: ColumnSelection = {};
    const { head, chunks } = await readCsvHead(bytes, selection);
    const header = head.map((column) => column.replace(/^\uFEFF/, '').trim());
    const kind = stockKindOf(header);
    const { map, columnsRead } = stockMapper(kind, header);
    // The rows after the first chunk are split knowing which columns the mapper reads.
    selection.keep = columnsRead;
    // INSEE's stock files carry no publication date, in their names or in their rows' layout.
    return { kind, publishedOn: null, chunks, map };
  },
};
