import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts in the archive. */
  headerOffset: number;
  method: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Lists a zip archive's files from its central directory, zip64 included (the INSEE stock
 * archives hold files larger than 4 GB). Only the directory is read, never the contents.
 */
export async function listZipEntries(path: string): Promise<ZipEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 65_557 + 20);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd === -1) throw new Error('Not a zip archive (no end of central directory)');
    let count = tail.readUInt16LE(eocd + 10);
    let dirSize = tail.readUInt32LE(eocd + 12);
    let dirOffset = tail.readUInt32LE(eocd + 16);
    if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
      const zip64Offset = Number(tail.readBigUInt64LE(eocd - 20 + 8));
      const record = Buffer.alloc(56);
      await file.read(record, 0, 56, zip64Offset);
      if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new Error('Corrupt zip64 directory');
      count = Number(record.readBigUInt64LE(32));
      dirSize = Number(record.readBigUInt64LE(40));
      dirOffset = Number(record.readBigUInt64LE(48));
    }
    const dir = Buffer.alloc(dirSize);
    await file.read(dir, 0, dirSize, dirOffset);
    const entries: ZipEntry[] = [];
    let p = 0;
    for (let n = 0; n < count; n += 1) {
      if (dir.readUInt32LE(p) !== CENTRAL) throw new Error('Corrupt zip central directory');
      const method = dir.readUInt16LE(p + 10);
      let compressedSize = dir.readUInt32LE(p + 20);
      let uncompressedSize = dir.readUInt32LE(p + 24);
      const nameLength = dir.readUInt16LE(p + 28);
      const extraLength = dir.readUInt16LE(p + 30);
      const commentLength = dir.readUInt16LE(p + 32);
      let headerOffset = dir.readUInt32LE(p + 42);
      const name = dir.toString('utf8', p + 46, p + 46 + nameLength);
      // Zip64 extra field: the 64-bit values present are those whose 32-bit slot is all ones.
      let e = p + 46 + nameLength;
      const extraEnd = e + extraLength;
      while (e + 4 <= extraEnd) {
        const id = dir.readUInt16LE(e);
        const length = dir.readUInt16LE(e + 2);
        if (id === 1) {
          let q = e + 4;
          if (uncompressedSize === 0xffffffff) {
            uncompressedSize = Number(dir.readBigUInt64LE(q));
            q += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = Number(dir.readBigUInt64LE(q));
            q += 8;
          }
          if (headerOffset === 0xffffffff) headerOffset = Number(dir.readBigUInt64LE(q));
        }
        e += 4 + length;
      }
      entries.push({ name, compressedSize, uncompressedSize, headerOffset, method });
      p = extraEnd + commentLength;
    }
    return entries;
  } finally {
    await file.close();
  }
}

/** The uncompressed bytes of one entry, streamed (stored or deflated entries). */
export async function openZipEntry(path: string, entry: ZipEntry): Promise<Readable> {
  const file = await open(path, 'r');
  const header = Buffer.alloc(30);
  try {
    await file.read(header, 0, 30, entry.headerOffset);
  } finally {
    await file.close();
  }
  if (header.readUInt32LE(0) !== LOCAL) throw new Error(`Corrupt zip entry ${entry.name}`);
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(path, {
    start,
    end: start + entry.compressedSize - 1,
    highWaterMark: 1 << 20,
  });
  if (entry.method === 0) return raw;
  if (entry.method !== 8) throw new Error(`Unsupported zip compression method ${entry.method}`);
  const inflate = createInflateRaw({ chunkSize: 1 << 20 });
  raw.on('error', (error) => inflate.destroy(error));
  return raw.pipe(inflate);
}
