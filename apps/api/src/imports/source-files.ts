import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { listZipEntries, openZipEntry, type ZipEntry } from './zip-entry';

/** Where a stock file's bytes are, in a form a worker thread can receive. */
export interface StockRef {
  path: string;
  /** The entry of a zip archive; absent for a plain CSV file. */
  entry?: ZipEntry;
}

export interface StockSource {
  /** File name (or archive!entry) for messages. */
  name: string;
  /** Identifies the content: same file again, same key (resume, skip); new stock, new key. */
  key: string;
  /** Uncompressed bytes, the unit progress is measured in. */
  totalBytes: number;
  ref: StockRef;
}

/** The uncompressed bytes of a stock file, `onBytes` told of each chunk read. */
export async function openStock(ref: StockRef, onBytes: (bytes: number) => void): Promise<Readable> {
  const stream = ref.entry
    ? await openZipEntry(ref.path, ref.entry)
    : createReadStream(ref.path, { highWaterMark: 1 << 20 });
  return stream.pipe(counting(onBytes));
}

async function fingerprint(path: string, size: number): Promise<string> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 1 << 20));
    await file.read(head, 0, head.length, 0);
    return createHash('sha256').update(head).digest('hex').slice(0, 16);
  } finally {
    await file.close();
  }
}

function counting(onBytes: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

/**
 * The CSV files of a stock path: the file itself, or every entry inside a .zip archive whose
 * name ends with one of `extensions` (.csv for SIRENE; the health directories add .txt).
 */
export async function stockSources(
  path: string,
  extensions: readonly string[] = ['.csv'],
): Promise<StockSource[]> {
  const { size } = await stat(path);
  const print = `${size}:${await fingerprint(path, size)}`;
  if (!path.toLowerCase().endsWith('.zip')) {
    return [
      {
        name: basename(path),
        key: `${basename(path)}:${print}`,
        totalBytes: size,
        ref: { path },
      },
    ];
  }
  const entries = (await listZipEntries(path)).filter((entry) =>
    extensions.some((extension) => entry.name.toLowerCase().endsWith(extension)),
  );
  return entries.map((entry) => ({
    name: `${basename(path)}!${entry.name}`,
    key: `${basename(path)}!${entry.name}:${print}`,
    totalBytes: entry.uncompressedSize,
    ref: { path, entry },
  }));
}
