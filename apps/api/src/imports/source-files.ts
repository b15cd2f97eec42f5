import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { listZipEntries, openZipEntry, type ZipEntry } from './zip-entry';

/** Where a file's bytes are, in a form a worker thread can receive. */
export interface FileRef {
  path: string;
  /** The entry of a zip archive; absent for a plain file. */
  entry?: ZipEntry;
}

/** One file to import: a plain file, or one entry of a zip archive. */
export interface SourceFile {
  /** File name (or archive!entry) for messages. */
  name: string;
  /** SHA-256 of the file's bytes (of the archive, for an entry), in hex. */
  fingerprint: string;
  /**
   * Identifies the content in the source's ledger: the same file again has the same key (resumed
   * or skipped), a new publication a new one. Name, size and the fingerprint's first 16 digits:
   * the form of the keys the ledgers already hold.
   */
  key: string;
  /** Uncompressed bytes, the unit progress is measured in. */
  totalBytes: number;
  ref: FileRef;
}

/** The uncompressed bytes of a file, `onBytes` told of each chunk read. */
export async function openSourceFile(ref: FileRef, onBytes: (bytes: number) => void): Promise<Readable> {
  const stream = ref.entry
    ? await openZipEntry(ref.path, ref.entry)
    : createReadStream(ref.path, { highWaterMark: 1 << 20 });
  return stream.pipe(counting(onBytes));
}

/**
 * The whole file's SHA-256: a list amended deep inside, at the same size, is a new publication.
 * Read through one buffer, so hashing a file of gigabytes adds nothing to the import's memory.
 */
async function fingerprintOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const file = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return hash.digest('hex');
      hash.update(buffer.subarray(0, bytesRead));
    }
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
 * The files of a path: the file itself, or every entry of a .zip archive whose name ends with
 * one of `extensions`.
 */
export async function sourceFilesOf(path: string, extensions: readonly string[]): Promise<SourceFile[]> {
  const { size } = await stat(path);
  const fingerprint = await fingerprintOf(path);
  const identity = (name: string) => `${name}:${size}:${fingerprint.slice(0, 16)}`;
  if (!path.toLowerCase().endsWith('.zip')) {
    const name = basename(path);
    return [{ name, fingerprint, key: identity(name), totalBytes: size, ref: { path } }];
  }
  const entries = (await listZipEntries(path)).filter((entry) =>
    extensions.some((extension) => entry.name.toLowerCase().endsWith(extension)),
  );
  return entries.map((entry) => {
    const name = `${basename(path)}!${entry.name}`;
    return {
      name,
      fingerprint,
      key: identity(name),
      totalBytes: entry.uncompressedSize,
      ref: { path, entry },
    };
  });
}
