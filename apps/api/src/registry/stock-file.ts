import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { listZipEntries, openZipEntry } from './zip-entry';

export interface StockSource {
  /** File name (or archive!entry) for messages. */
  name: string;
  /** Identifies the content: same file again, same key (resume, skip); new stock, new key. */
  key: string;
  /** Uncompressed bytes, the unit progress is measured in. */
  totalBytes: number;
  open(onBytes: (bytes: number) => void): Promise<Readable>;
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

/** The CSV files of a stock path: the file itself, or every .csv inside a .zip archive. */
export async function stockSources(path: string): Promise<StockSource[]> {
  const { size } = await stat(path);
  const print = `${size}:${await fingerprint(path, size)}`;
  if (!path.toLowerCase().endsWith('.zip')) {
    return [
      {
        name: basename(path),
        key: `${basename(path)}:${print}`,
        totalBytes: size,
        open: async (onBytes) => createReadStream(path, { highWaterMark: 1 << 20 }).pipe(counting(onBytes)),
      },
    ];
  }
  const entries = (await listZipEntries(path)).filter((entry) => entry.name.toLowerCase().endsWith('.csv'));
  return entries.map((entry) => ({
    name: `${basename(path)}!${entry.name}`,
    key: `${basename(path)}!${entry.name}:${print}`,
    totalBytes: entry.uncompressedSize,
    open: async (onBytes) => (await openZipEntry(path, entry)).pipe(counting(onBytes)),
  }));
}
