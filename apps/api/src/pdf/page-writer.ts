import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { pdfText } from './unicode-fonts';

const PAGE: [number, number] = [595.28, 841.89];
const LEFT = 50;
const WIDTH = 495;
const TOP = 780;
const BOTTOM = 60;
const INK = rgb(0.1, 0.1, 0.1);

/**
 * Writes a text document down A4 pages, a new page when one is full: headings, lines, wrapped
 * paragraphs and label/value rows. Each value is one drawText, so it is read back from the PDF
 * (by a person copying it, or a test extracting it) in one piece.
 */
export class PageWriter {
  page: PDFPage;
  y = TOP;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage(PAGE);
  }

  private room(height: number) {
    if (this.y - height < BOTTOM) {
      this.page = this.pdf.addPage(PAGE);
      this.y = TOP;
    }
  }

  private draw(value: string, x: number, size: number, bold: boolean) {
    this.page.drawText(pdfText(value), {
      x,
      y: this.y,
      size,
      font: bold ? this.fonts.bold : this.fonts.regular,
      color: INK,
    });
  }

  heading(value: string, size = 13) {
    this.room(size + 24);
    this.y -= 8;
    this.draw(value, LEFT, size, true);
    this.y -= size + 8;
  }

  /** A paragraph wrapped to the page's width; a word longer than the line (a hash) is cut. */
  paragraph(value: string, options: { size?: number; bold?: boolean; indent?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const width = WIDTH - indent;
    const fits = (text: string) => font.widthOfTextAtSize(pdfText(text), size) <= width;
    const lines: string[] = [];
    let current = '';
    for (let word of value.split(/\s+/).filter(Boolean)) {
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
        if (current) lines.push(current);
        lines.push(word.slice(0, cut));
        current = '';
        word = word.slice(cut);
      }
      const next = current ? `${current} ${word}` : word;
      if (fits(next)) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    for (const line of lines) {
      this.room(size + 4);
      this.draw(line, LEFT + indent, size, options.bold ?? false);
      this.y -= size + 4;
    }
  }

  /** A label and its value on one line (the value wrapped under itself when long). */
  field(label: string, value: string) {
    this.room(14);
    this.draw(label, LEFT, 10, true);
    const y = this.y;
    this.paragraph(value, { indent: 150 });
    if (this.y === y) this.y -= 14;
  }

  gap(height = 6) {
    this.y -= height;
  }
}
