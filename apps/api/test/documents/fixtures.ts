import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a line of text, written by pdf-lib. */
export async function makePdf(text = 'Extrait Kbis de test'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 100]);
  page.drawText(text, { x: 10, y: 50, size: 10, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid width x height RGB PNG of one colour. */
export function makePng(width = 2, height = 2, rgb: [number, number, number] = [11, 79, 108]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/**
 * A valid baseline JPEG: one 8x8 grey block (DC 0, end of block), with the smallest Huffman
 * tables that can code it.
 */
export function makeJpeg(): Buffer {
  const oneCodeTable = (tableClassAndId: number) => [tableClassAndId, 1, ...new Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8x8, one component
    ...segment(0xc4, oneCodeTable(0x00)), // DC table 0: category 0 = "0"
    ...segment(0xc4, oneCodeTable(0x10)), // AC table 0: end of block = "0"
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // start of scan
    0x3f, // "0" DC, "0" EOB, padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

/** An ELF executable header: what a renamed binary starts with. */
export function makeElf(): Buffer {
  const elf = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf);
  return elf;
}

/** A Windows executable (MZ header). */
export function makeExe(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'ascii');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'binary');
  return exe;
}
