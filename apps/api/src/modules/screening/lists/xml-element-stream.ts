import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/** An XML element as a small tree: its attributes, its text and its children, names without prefix. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
  /** The line of the file its start tag is on. */
  line: number;
}

export interface XmlElementReading {
  /** The elements handed out, each with all it holds: `sanctionEntity`. */
  element: string;
  /** Told of the document's root element and its attributes, before any element. */
  onRoot?: (name: string, attributes: Record<string, string>) => void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads an XML document as a stream (saxes, a strict, non-validating parser) and hands out the
 * elements named `element`, each as a tree, a chunk's worth at a time: the document is never
 * held whole, only the elements of the chunk being read. Entities other than XML's own are
 * refused, so a file cannot make the parser fetch or expand anything.
 */
export async function* xmlElements(
  input: AsyncIterable<Buffer>,
  reading: XmlElementReading,
): AsyncGenerator<XmlNode[]> {
  const parser = new SaxesParser({ position: true });
  const decoder = new StringDecoder('utf8');
  const stack: XmlNode[] = [];
  let found: XmlNode[] = [];
  let failure: Error | undefined;
  let depth = 0;
  parser.on('opentag', (tag) => {
    depth += 1;
    const name = localName(tag.name);
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) {
      attributes[localName(key)] = typeof value === 'string' ? value : value.value;
    }
    if (depth === 1) reading.onRoot?.(name, attributes);
    if (stack.length === 0 && name !== reading.element) return;
    const node: XmlNode = { name, attributes, text: '', children: [], line: parser.line };
    stack[stack.length - 1]?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const node = stack[stack.length - 1];
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    depth -= 1;
    const node = stack.pop();
    if (node && stack.length === 0) found.push(node);
  });
  parser.on('doctype', () => {
    failure ??= new Error('a document type declaration is not accepted in a list');
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  for await (const chunk of input) {
    parser.write(decoder.write(chunk));
    if (failure) throw failure;
    if (found.length > 0) {
      yield found;
      found = [];
    }
  }
  parser.close();
  if (failure) throw failure;
  if (found.length > 0) yield found;
}

/** The children of a node with a name. */
export const childrenNamed = (node: XmlNode, name: string): XmlNode[] =>
  node.children.filter((child) => child.name === name);
