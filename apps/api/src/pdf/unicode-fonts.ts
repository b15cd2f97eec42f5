import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, read once per process: the PDF standard fonts encode WinAnsi only, so a holder
 * named "Łukasz" or "Nguyễn" would print as question marks. Only the glyphs a document uses are
 * embedded (subset), which keeps a one-page document small.
 */
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
function loadFontFiles() {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

export interface UnicodeFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds the regular and bold faces in `pdf`, subset to the glyphs drawn. */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<UnicodeFonts> {
  pdf.registerFontkit(fontkit);
  const files = loadFontFiles();
  return {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
}

/**
 * Text as a PDF should carry it: composed (NFC), without control or format characters (zero-width,
 * bidirectional overrides), which draw nothing or reorder what the reader sees. The no-break
 * spaces of formatted numbers ("6 000,00 €") become plain spaces, so an amount copied or
 * extracted from the PDF reads as it is seen.
 */
export const pdfText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '');
