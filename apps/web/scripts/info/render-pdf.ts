import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { CHROME } from './chrome';
import type { Block, InfoDocument } from './document';
import { typeset } from './typography';

// A4 in points, with the bank's calm palette (the web app's design tokens).
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = { left: 64, right: 64, top: 68, bottom: 72 };
const WIDTH = PAGE[0] - MARGIN.left - MARGIN.right;
const BRAND = rgb(0.043, 0.31, 0.424);
const INK = rgb(0.102, 0.145, 0.188);
const MUTED = rgb(0.302, 0.357, 0.408);
const LINE = rgb(0.812, 0.839, 0.867);
const SURFACE = rgb(0.957, 0.965, 0.973);
const NOTE = rgb(0.91, 0.949, 0.98);

const BODY = { size: 10, leading: 14.2 };
const CELL = { size: 9, leading: 12.2, padding: 5 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Greedy line breaking on ordinary spaces; no-break spaces keep their neighbours together. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word wider than the line (a long address) is cut where it overflows.
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A cursor that flows content down the pages, opening a new page when the next piece does not fit. */
class Flow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  get current(): PDFPage {
    return this.page;
  }

  newPage(): void {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.page.drawRectangle({ x: 0, y: PAGE[1] - 6, width: PAGE[0], height: 6, color: BRAND });
    this.y = PAGE[1] - MARGIN.top;
  }

  /** Makes room for `height` points, on a new page if needed. */
  room(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  text(value: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> }) {
    this.page.drawText(value, {
      x,
      y: this.y,
      size: options.size ?? BODY.size,
      font: options.font ?? this.fonts.regular,
      color: options.color ?? INK,
    });
  }

  /** Wrapped lines, each on the page where it fits. */
  lines(
    lines: string[],
    x: number,
    options: { font?: PDFFont; size?: number; leading?: number; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const leading = options.leading ?? BODY.leading;
    for (const line of lines) {
      this.room(leading);
      this.y -= leading;
      this.text(line, x, options);
    }
  }
}

function paragraph(flow: Flow, text: string, x = MARGIN.left, width = WIDTH): void {
  flow.lines(wrapText(text, flow.fonts.regular, BODY.size, width), x);
  flow.y -= 6;
}

function bulletList(flow: Flow, items: string[]): void {
  const indent = 14;
  for (const item of items) {
    const lines = wrapText(item, flow.fonts.regular, BODY.size, WIDTH - indent);
    flow.room(BODY.leading);
    flow.y -= BODY.leading;
    flow.text('•', MARGIN.left + 3, { color: BRAND });
    flow.text(lines[0] ?? '', MARGIN.left + indent, {});
    flow.lines(lines.slice(1), MARGIN.left + indent);
    flow.y -= 3;
  }
  flow.y -= 4;
}

/** A shaded box with a brand bar on its left; kept on one page. */
function box(flow: Flow, text: string, options: { font?: PDFFont } = {}): void {
  const padding = 9;
  const font = options.font ?? flow.fonts.regular;
  const lines = wrapText(text, font, BODY.size, WIDTH - 2 * padding - 3);
  const height = lines.length * BODY.leading + 2 * padding - 3;
  flow.room(height + 4);
  const top = flow.y;
  flow.current.drawRectangle({ x: MARGIN.left, y: top - height, width: WIDTH, height, color: NOTE });
  flow.current.drawRectangle({ x: MARGIN.left, y: top - height, width: 3, height, color: BRAND });
  flow.y = top - padding + 3;
  for (const line of lines) {
    flow.y -= BODY.leading;
    flow.text(line, MARGIN.left + padding + 3, { font });
  }
  flow.y = top - height - 10;
}

function tableBlock(flow: Flow, columns: string[], rows: string[][], widths: number[]): void {
  const xs = widths.map(
    (_, index) => MARGIN.left + widths.slice(0, index).reduce((sum, w) => sum + w, 0) * WIDTH,
  );
  const cellLines = (row: string[], font: PDFFont) =>
    row.map((cell, index) =>
      wrapText(cell, font, CELL.size, (widths[index] ?? 0) * WIDTH - 2 * CELL.padding),
    );
  const rowHeight = (lines: string[][]) =>
    Math.max(...lines.map((cell) => cell.length)) * CELL.leading + 2 * CELL.padding;

  const drawRow = (lines: string[][], font: PDFFont, shaded: boolean) => {
    const height = rowHeight(lines);
    const top = flow.y;
    if (shaded)
      flow.current.drawRectangle({ x: MARGIN.left, y: top - height, width: WIDTH, height, color: SURFACE });
    lines.forEach((cell, column) => {
      cell.forEach((line, index) => {
        flow.current.drawText(line, {
          x: (xs[column] ?? MARGIN.left) + CELL.padding,
          y: top - CELL.padding - (index + 1) * CELL.leading + 3,
          size: CELL.size,
          font,
          color: INK,
        });
      });
    });
    flow.current.drawLine({
      start: { x: MARGIN.left, y: top - height },
      end: { x: MARGIN.left + WIDTH, y: top - height },
      thickness: shaded ? 1 : 0.5,
      color: shaded ? BRAND : LINE,
    });
    flow.y = top - height;
  };

  const head = cellLines(columns, flow.fonts.bold);
  flow.room(rowHeight(head) + CELL.leading * 3);
  drawRow(head, flow.fonts.bold, true);
  for (const row of rows) {
    const lines = cellLines(row, flow.fonts.regular);
    if (flow.y - rowHeight(lines) < MARGIN.bottom) {
      // The header is repeated on the page where the table goes on.
      flow.newPage();
      drawRow(head, flow.fonts.bold, true);
    }
    drawRow(lines, flow.fonts.regular, false);
  }
  flow.y -= 12;
}

function render(flow: Flow, item: Block, locale: InfoDocument['locale']): void {
  const set = (text: string) => typeset(text, locale);
  switch (item.kind) {
    case 'paragraph':
      paragraph(flow, set(item.text));
      break;
    case 'list':
      bulletList(flow, item.items.map(set));
      break;
    case 'note':
      box(flow, set(item.text));
      break;
    case 'table':
      tableBlock(
        flow,
        item.columns.map(set),
        item.rows.map((row) => row.map(set)),
        item.widths,
      );
      break;
  }
}

/**
 * The PDF of a document: A4, the same words as its HTML page, numbered headings when the
 * document is, tables with a repeated header, "Page n of N" and the title in every footer.
 * Standard fonts (Helvetica, WinAnsi) cover French and German letters and the euro sign; a
 * character outside WinAnsi makes pdf-lib throw, so a bad source fails the build.
 */
export async function renderPdf(document: InfoDocument, issuedOn: Date): Promise<Uint8Array> {
  const chrome = CHROME[document.locale];
  const pdf = await PDFDocument.create();
  const title = typeset(document.title, document.locale);
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(chrome.publisher);
  pdf.setSubject(typeset(document.edition, document.locale));
  pdf.setLanguage(document.locale);
  pdf.setCreator(chrome.publisher);
  pdf.setProducer(chrome.publisher);
  // Fixed dates: the same source gives the same bytes on every build.
  pdf.setCreationDate(issuedOn);
  pdf.setModificationDate(issuedOn);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const flow = new Flow(pdf, fonts);

  flow.lines([chrome.publisher.toUpperCase()], MARGIN.left, { font: fonts.bold, size: 8.5, color: MUTED });
  flow.y -= 8;
  flow.lines(wrapText(title, fonts.bold, 19, WIDTH), MARGIN.left, {
    font: fonts.bold,
    size: 19,
    leading: 23,
    color: BRAND,
  });
  flow.y -= 2;
  flow.lines([typeset(document.edition, document.locale)], MARGIN.left, { size: 9, color: MUTED });
  flow.y -= 14;
  if (chrome.precedence) box(flow, chrome.precedence, { font: fonts.italic });
  for (const text of document.lead) paragraph(flow, typeset(text, document.locale));

  document.sections.forEach((section, index) => {
    const heading = typeset(
      document.numbered ? `${index + 1}. ${section.heading}` : section.heading,
      document.locale,
    );
    const lines = wrapText(heading, fonts.bold, 12, WIDTH);
    // A heading is never the last line of a page: it keeps at least three lines after it.
    flow.room(10 + lines.length * 16 + 3 * BODY.leading);
    flow.y -= 10;
    flow.lines(lines, MARGIN.left, { font: fonts.bold, size: 12, leading: 16, color: BRAND });
    flow.y -= 4;
    for (const item of section.blocks) render(flow, item, document.locale);
  });

  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const y = MARGIN.bottom - 30;
    page.drawLine({
      start: { x: MARGIN.left, y: y + 12 },
      end: { x: PAGE[0] - MARGIN.right, y: y + 12 },
      thickness: 0.5,
      color: LINE,
    });
    const number = chrome.pageOf(index + 1, total);
    const footerTitle = wrapText(title, fonts.regular, 8, WIDTH - 90)[0] ?? '';
    page.drawText(footerTitle, { x: MARGIN.left, y, size: 8, font: fonts.regular, color: MUTED });
    page.drawText(number, {
      x: PAGE[0] - MARGIN.right - fonts.regular.widthOfTextAtSize(number, 8),
      y,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
