import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * Independent checks of French bank details, written from the published algorithms (ISO 13616
 * mod 97-10 for the IBAN, the RIB key formula of the French banking committee), not from the
 * application's helpers.
 */
export function ibanIsValid(iban: string): boolean {
  const compact = iban.replace(/\s/g, '');
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  const digits = [...rearranged]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  return BigInt(digits) % 97n === 1n;
}

export function ribKeyOf(bank: string, branch: string, account: string): string {
  const key = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  return String(key).padStart(2, '0');
}

/** Text of every page of a PDF, read with pdf.js as a viewer would. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const document = await pdfjs.getDocument({ data: bytes, standardFontDataUrl: fonts }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return parts.join('\n');
}
