import { StringDecoder } from 'node:string_decoder';

/** One element of the array read, parsed, with the line of the file it starts on. */
export interface JsonElement {
  value: unknown;
  line: number;
}

export interface JsonArrayReading {
  /** The path of object keys leading to the array whose elements are read ("Publications", "PublicationDetail"). */
  arrayPath: readonly string[];
  /** Told of every string, number or literal met outside the array, with its path of keys. */
  onScalar?: (path: readonly string[], value: string | number | boolean | null) => void;
}

type Frame = { kind: 'object'; key: string | null; expectingKey: boolean } | { kind: 'array' };

/**
 * Reads a JSON document as a stream and hands out, one by one, the elements of the array found
 * at `arrayPath`, each parsed on its own: the document is never held whole, only the element
 * being read (the national register of freezes is one object holding one array of entries).
 * Values outside the array (the publication's date) reach `onScalar` as they are met.
 */
export async function* jsonArrayElements(
  input: AsyncIterable<Buffer>,
  reading: JsonArrayReading,
): AsyncGenerator<JsonElement[]> {
  const decoder = new StringDecoder('utf8');
  const stack: Frame[] = [];
  let line = 1;
  // Outside the array: a string or a literal being read.
  let mode: 'scan' | 'string' | 'literal' | 'element' = 'scan';
  let token = '';
  let escaped = false;
  // Inside an element: its text so far, its nesting depth, whether in one of its strings.
  let parts: string[] = [];
  let depth = 0;
  let inString = false;
  let elementLine = 0;
  let sawArray = false;

  const pathOf = () =>
    stack.flatMap((frame) => (frame.kind === 'object' && frame.key !== null ? [frame.key] : []));
  const inTargetArray = () => {
    const top = stack[stack.length - 1];
    if (top?.kind !== 'array' || stack.length !== reading.arrayPath.length + 1) return false;
    return stack
      .slice(0, -1)
      .every((frame, i) => frame.kind === 'object' && frame.key === reading.arrayPath[i]);
  };
  const valueRead = (value: string | number | boolean | null) => {
    const top = stack[stack.length - 1];
    if (top?.kind === 'object' && top.expectingKey) {
      if (typeof value !== 'string') throw new Error(`line ${line}: an object key must be a string`);
      top.key = value;
      return;
    }
    reading.onScalar?.(pathOf(), value);
  };
  const literalValue = (text: string): number | boolean | null => {
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (text === 'null') return null;
    const number = Number(text);
    if (text === '' || Number.isNaN(number))
      throw new Error(`line ${line}: unexpected "${text.slice(0, 20)}"`);
    return number;
  };

  for await (const chunk of input) {
    const text = decoder.write(chunk);
    const found: JsonElement[] = [];
    let elementStart = 0;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] as string;
      if (char === '\n') line += 1;
      if (mode === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (char === '\\') escaped = true;
          else if (char === '"') inString = false;
        } else if (char === '"') inString = true;
        else if (char === '{' || char === '[') depth += 1;
        else if (char === '}' || char === ']') {
          depth -= 1;
          if (depth === 0) {
            parts.push(text.slice(elementStart, i + 1));
            found.push({ value: parseElement(parts.join(''), elementLine), line: elementLine });
            parts = [];
            mode = 'scan';
          }
        }
        continue;
      }
      if (mode === 'string') {
        if (escaped) {
          escaped = false;
          token += char;
        } else if (char === '\\') {
          escaped = true;
          token += char;
        } else if (char === '"') {
          mode = 'scan';
          valueRead(JSON.parse(`"${token}"`) as string);
        } else token += char;
        continue;
      }
      if (mode === 'literal') {
        if (/[\s,}\]]/.test(char)) {
          mode = 'scan';
          valueRead(literalValue(token));
        } else {
          token += char;
          continue;
        }
      }
      // Structure.
      if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
      if ((char === '{' || char === '[') && inTargetArray()) {
        mode = 'element';
        depth = 1;
        inString = false;
        elementStart = i;
        elementLine = line;
        continue;
      }
      if (char === '{') stack.push({ kind: 'object', key: null, expectingKey: true });
      else if (char === '[') {
        if (stack.length === reading.arrayPath.length && inPath(stack, reading.arrayPath)) sawArray = true;
        stack.push({ kind: 'array' });
      } else if (char === '}' || char === ']') stack.pop();
      else if (char === ':') {
        const top = stack[stack.length - 1];
        if (top?.kind === 'object') top.expectingKey = false;
      } else if (char === ',') {
        const top = stack[stack.length - 1];
        if (top?.kind === 'object') top.expectingKey = true;
      } else if (char === '"') {
        mode = 'string';
        token = '';
        escaped = false;
      } else {
        if (inTargetArray()) throw new Error(`line ${line}: the entries must be objects`);
        mode = 'literal';
        token = char;
      }
    }
    if (mode === 'element') parts.push(text.slice(elementStart));
    if (found.length > 0) yield found;
  }
  if (mode === 'element' || stack.length > 0)
    throw new Error(`line ${line}: the file ends in the middle of the document`);
  if (!sawArray) throw new Error(`no "${reading.arrayPath.join('.')}" array in the file`);
}

const inPath = (stack: readonly Frame[], path: readonly string[]) =>
  stack.every((frame, i) => frame.kind === 'object' && frame.key === path[i]);

function parseElement(text: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`line ${line}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
