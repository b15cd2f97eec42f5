import type { Browser } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A file as Playwright's setInputFiles and file chooser take it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real A4 PDF of `pages` pages, with a title and a few lines on each (as a scanned proof would). */
export async function makePdf(name: string, title: string, pages = 2): Promise<FilePayload> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 40, y: 760, width: 515, height: 50, color: rgb(0.12, 0.31, 0.47) });
    page.drawText(title, { x: 56, y: 778, size: 18, font: bold, color: rgb(1, 1, 1) });
    const lines = [
      'Cabinet des docteurs Benard et Nicolas',
      '12 rue des Lilas, 16160 Gond-Pontouvre',
      `Page ${number} / ${pages}`,
    ];
    lines.forEach((line, index) => {
      page.drawText(line, { x: 56, y: 700 - index * 24, size: 12, font });
    });
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/**
 * A real JPEG photo of an identity card, encoded by the browser's own JPEG encoder (a canvas),
 * as a phone or a scanner would produce one.
 */
export async function makeJpeg(browser: Browser, name: string, holder: string): Promise<FilePayload> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate((text) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 404;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = '#dfe9f3';
      context.fillRect(0, 0, 640, 404);
      context.fillStyle = '#1f4e79';
      context.fillRect(0, 0, 640, 64);
      context.fillStyle = '#ffffff';
      context.font = 'bold 24px sans-serif';
      context.fillText("CARTE NATIONALE D'IDENTITÉ", 24, 42);
      context.fillStyle = '#b8c6d6';
      context.fillRect(32, 96, 176, 234);
      context.fillStyle = '#1b1b1b';
      context.font = '22px sans-serif';
      context.fillText(text, 240, 130);
      context.fillText('Née le 14/03/1979', 240, 170);
      context.font = '16px monospace';
      context.fillText('IDFRA<<<<<<<<<<<<<<<<<<<<<<<<<<<440123', 32, 380);
      return canvas.toDataURL('image/jpeg', 0.85).split(',')[1] ?? '';
    }, holder);
    const buffer = Buffer.from(base64, 'base64');
    // JPEG files start with the SOI marker and an APPn segment.
    if (buffer[0] !== 0xff || buffer[1] !== 0xd8 || buffer[2] !== 0xff) throw new Error('not a JPEG');
    return { name, mimeType: 'image/jpeg', buffer };
  } finally {
    await page.close();
  }
}
