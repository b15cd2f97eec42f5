import { StringDecoder } from 'node:string_decoder';

/**
 * Streams the rows of an RFC 4180 CSV (comma separated unless the dialect says otherwise, double-quote quoting, fields may hold
 * quotes and line breaks). Rows come as arrays of strings; memory stays at one chunk plus one
 * row whatever the file size. Unquoted lines, nearly all of a SIRENE file, take a fast path.
 */
const MAX_ROW_CHARS = 1024 * 1024;

/** A file's bytes (or text), chunk after chunk. */
export type CsvInput = AsyncIterable<Buffer | string>;

/** The rows of a chunk of the file, each with the file line it starts on (quoted fields may span lines). */
export interface CsvChunk {
  rows: string[][];
  lines: number[];
}

export async function* readCsvRows(input: CsvInput): AsyncGenerator<string[]> {
  for await (const { rows } of readCsvBatches(input)) yield* rows;
}

/** Which columns to read; may be set once the header row is read. */
export interface ColumnSelection {
  /** keep[i] false: column i of unquoted rows is left undefined (not copied out of the text). */
  keep?: readonly boolean[];
}

/** The file's dialect: SIRENE is comma-separated UTF-8; the health directories use | and ; (FINESS in Latin-1). */
export interface CsvDialect {
  separator?: ',' | '|' | ';';
  encoding?: 'utf8' | 'latin1';
}

/** The first row of a file (its header) and the chunks of rows after it; an empty file is an error. */
export async function readCsvHead(
  input: CsvInput,
  selection: ColumnSelection = {},
  dialect: CsvDialect = {},
): Promise<{ head: string[]; chunks: AsyncIterable<CsvChunk> }> {
  const chunks = readCsvBatches(input, selection, dialect);
  const first = await chunks.next();
  const head = first.done ? undefined : first.value.rows.shift();
  if (first.done || !head) throw new Error('empty file');
  first.value.lines.shift();
  // The first chunk's other rows come first, then the reader's. A plain iterator rather than a
  // generator around the reader: a second generator kept each chunk alive longer (measured:
  // some 40 MB more at the peak of a register import).
  let pending: CsvChunk | undefined = first.value.rows.length > 0 ? first.value : undefined;
  const rest: AsyncIterableIterator<CsvChunk> = {
    next() {
      if (!pending) return chunks.next();
      const value = pending;
      pending = undefined;
      return Promise.resolve({ value, done: false });
    },
    return: (value?: unknown) => chunks.return(value),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { head, chunks: rest };
}

/** The same rows, a chunk's worth at a time: one await per chunk rather than per row. */
export async function* readCsvBatches(
  input: CsvInput,
  selection: ColumnSelection = {},
  dialect: CsvDialect = {},
): AsyncGenerator<CsvChunk> {
  const decoder = new StringDecoder(dialect.encoding ?? 'utf8');
  const sep = dialect.separator ?? ',';
  let rest = '';
  // The file line the next row starts on, for messages (quoted fields may span lines).
  let line = 1;
  const unclosed = () => new Error(`Malformed CSV: unclosed quote in the row starting at line ${line}`);
  for await (const chunk of input) {
    const text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    let start = 0;
    // Position of the next quote, searched once per quote rather than once per line.
    let quote = text.indexOf('"');
    const rows: string[][] = [];
    const lines: number[] = [];
    for (;;) {
      const newline = text.indexOf('\n', start);
      if (newline === -1) break;
      if (quote !== -1 && quote < start) quote = text.indexOf('"', start);
      if (quote === -1 || quote > newline) {
        rows.push(
          selection.keep
            ? splitSome(text, start, newline, selection.keep, sep)
            : splitPlain(text, start, newline, sep),
        );
        lines.push(line);
        start = newline + 1;
        line += 1;
        continue;
      }
      const parsed = parseQuoted(text, start, sep);
      if (!parsed) break; // the row continues in the next chunk
      rows.push(parsed.fields);
      lines.push(line);
      line += countNewlines(text, start, parsed.next);
      start = parsed.next;
    }
    if (rows.length > 0) yield { rows, lines };
    rest = text.slice(start);
    // An unclosed quote would otherwise buffer the rest of the file.
    if (rest.length > MAX_ROW_CHARS) throw unclosed();
  }
  rest += decoder.end();
  if (rest.length > 0) {
    const parsed = parseQuoted(`${rest.replace(/\r?\n$/, '')}\n`, 0, sep);
    if (!parsed) throw unclosed();
    yield { rows: [parsed.fields], lines: [line] };
  }
}

function countNewlines(text: string, start: number, end: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', start); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

function splitPlain(text: string, start: number, end: number, sep: string): string[] {
  const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
  return text.slice(start, stop).split(sep);
}

/** The kept columns of an unquoted line; the others stay holes, never copied. */
function splitSome(
  text: string,
  start: number,
  end: number,
  keep: readonly boolean[],
  sep: string,
): string[] {
  const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
  const fields: string[] = new Array(keep.length);
  let from = start;
  for (let column = 0; ; column += 1) {
    let comma = text.indexOf(sep, from);
    if (comma === -1 || comma > stop) comma = stop;
    if (keep[column]) fields[column] = text.slice(from, comma);
    if (comma === stop) return fields;
    from = comma + 1;
  }
}

/** One row starting at `start`; undefined when the text ends before the row does. */
function parseQuoted(
  text: string,
  start: number,
  sep: string,
): { fields: string[]; next: number } | undefined {
  const fields: string[] = [];
  let i = start;
  let field = '';
  for (;;) {
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) return undefined;
        field += text.slice(i, close);
        if (text[close + 1] === '"') {
          field += '"';
          i = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
    }
    // Unquoted part of the field (or what trails a closing quote) up to the next separator.
    let j = i;
    while (j < text.length && text[j] !== sep && text[j] !== '\n') j += 1;
    if (j >= text.length) return undefined;
    field += text.slice(i, j);
    if (text[j] === sep) {
      fields.push(field);
      field = '';
      i = j + 1;
      continue;
    }
    fields.push(field.endsWith('\r') ? field.slice(0, -1) : field);
    return { fields, next: j + 1 };
  }
}
