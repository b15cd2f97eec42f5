import type { ListedEntry } from '@app/domain';
import { entryColumns } from '../../../db/repositories/screening-columns';
import { type FileParser, type OpenedFile, type RowChunk, RowProblem } from '../../../imports/import-source';
import { peekHead } from '../../../imports/peek-head';
import { EU_ENTRY, EU_ROOT, euEntry, generationDayOf } from './eu-list';
import { jsonArrayElements } from './json-array-stream';
import {
  publicationDayOf,
  REGISTER_ARRAY_PATH,
  REGISTER_DATE_PATH,
  registerEntry,
} from './national-register';
import { type XmlNode, xmlElements } from './xml-element-stream';

const SAME_ID_AGAIN = new RowProblem('an entry id met twice in the file');

/** A list's raw entries, a chunk at a time, each with the line it starts on. */
async function* rowChunks<Raw>(
  first: IteratorResult<{ raw: Raw; line: number }[]>,
  rest: AsyncIterator<{ raw: Raw; line: number }[]>,
): AsyncGenerator<RowChunk<Raw>> {
  for (let next = first; !next.done; next = await rest.next()) {
    yield { rows: next.value.map((item) => item.raw), lines: next.value.map((item) => item.line) };
  }
}

/**
 * Maps a list's raw entries to rows of `screening_entries`, each naming the version (the file's
 * key) it belongs to; an entry id met twice in one publication is malformed.
 */
function entryRows<Raw>(
  version: string,
  toEntry: (raw: Raw) => ListedEntry | RowProblem | null,
): (raw: Raw) => object | RowProblem | null {
  const seen = new Set<string>();
  return (raw) => {
    const entry = toEntry(raw);
    if (entry === null || entry instanceof RowProblem) return entry;
    if (seen.has(entry.id)) return SAME_ID_AGAIN;
    seen.add(entry.id);
    return entryColumns(version, entry);
  };
}

/** The DG Trésor's register: its publication day must come before its entries, as it does. */
async function openRegister(bytes: AsyncIterable<Buffer>, version: string): Promise<OpenedFile<unknown>> {
  let publishedOn: string | null = null;
  const elements = jsonArrayElements(bytes, {
    arrayPath: REGISTER_ARRAY_PATH,
    onScalar: (path, value) => {
      if (path.join('.') === REGISTER_DATE_PATH.join('.')) publishedOn = publicationDayOf(value);
    },
  });
  const items = (async function* () {
    for await (const found of elements)
      yield found.map((element) => ({ raw: element.value, line: element.line }));
  })();
  const first = await items.next();
  if (!publishedOn) throw new Error('no Publications.DatePublication before the entries of the register');
  return {
    kind: 'fr_gels',
    publishedOn,
    chunks: rowChunks(first, items),
    map: entryRows(version, registerEntry),
  };
}

/** The EU list: its root `export` and its `generationDate` come first. */
async function openEuList(bytes: AsyncIterable<Buffer>, version: string): Promise<OpenedFile<XmlNode>> {
  let root: { name: string; attributes: Record<string, string> } | undefined;
  const nodes = xmlElements(bytes, {
    element: EU_ENTRY,
    onRoot: (name, attributes) => (root = { name, attributes }),
  });
  const items = (async function* () {
    for await (const found of nodes) yield found.map((node) => ({ raw: node, line: node.line }));
  })();
  const first = await items.next();
  if (root?.name !== EU_ROOT)
    throw new Error(`not the EU consolidated list: its root is <${root?.name ?? '?'}>, not <export>`);
  const publishedOn = generationDayOf(root.attributes);
  if (!publishedOn) throw new Error('no generationDate on the EU list');
  return { kind: 'eu_fsf', publishedOn, chunks: rowChunks(first, items), map: entryRows(version, euEntry) };
}

/**
 * The screening lists' files: the national register of freezes (JSON) or the EU consolidated
 * list (XML), told apart by their first character, each read as a stream, its publication day
 * from the file itself.
 */
export const parser: FileParser<unknown> = {
  async open(input, _fileName, fileKey) {
    const { head, bytes } = await peekHead(input);
    const first = head
      .toString('utf8', 0, Math.min(head.length, 512))
      .replace(/^\uFEFF/, '')
      .trimStart()[0];
    if (first === '{') return openRegister(bytes, fileKey);
    if (first === '<') return (await openEuList(bytes, fileKey)) as OpenedFile<unknown>;
    throw new Error('neither the national register of freezes (JSON) nor the EU consolidated list (XML)');
  },
};
