import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF, read from its content streams: every stream is inflated when it is
 * compressed, then the strings of the text operators (Tj, TJ, ', ") are decoded. Enough for
 * documents written with the standard fonts (one byte per character, WinAnsi), which is what
 * the bank details use; lines are joined with newlines.
 */
export function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes);
  const raw = source.toString('latin1');
  const parts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = source.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    parts.push(...textOperators(content));
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return parts.join('\n');
}

const hexString = (hex: string) =>
  Buffer.from(
    hex.replace(/\s/g, '').padEnd(Math.ceil(hex.replace(/\s/g, '').length / 2) * 2, '0'),
    'hex',
  ).toString('latin1');

const literalString = (literal: string) =>
  literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (escaped in simple) return simple[escaped] ?? '';
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8));
    return escaped;
  });

function textOperators(content: string): string[] {
  const found: string[] = [];
  // A string (hex or literal) or an array of them, followed by a text-showing operator.
  const pattern = /(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\[(?:[^\]]*)\])\s*(Tj|TJ|'|")/g;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    const operand = match[1] ?? '';
    const strings = operand.startsWith('[')
      ? [...operand.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((item) =>
          item[1] !== undefined ? hexString(item[1]) : literalString(item[2] ?? ''),
        )
      : [operand.startsWith('<') ? hexString(operand.slice(1, -1)) : literalString(operand.slice(1, -1))];
    found.push(strings.join(''));
  }
  return found;
}

/** French IBANs printed in the text, spaces removed (FR, 2 check digits, 23 characters). */
export const frenchIbansIn = (text: string): string[] =>
  [...text.matchAll(/FR\d{2}(?:\s?[0-9A-Z]){23}/g)].map((match) => match[0].replace(/\s/g, ''));
