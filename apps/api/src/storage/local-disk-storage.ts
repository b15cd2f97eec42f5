import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  DocumentIntegrityError,
  DocumentNotStoredError,
  type DocumentStorage,
} from './document-storage';
import {
  decryptChunks,
  encryptChunks,
  FORMAT_VERSION,
  HEADER_BYTES,
  IV_BYTES,
  TAG_BYTES,
} from './encrypted-format';

export interface LocalDiskStorageOptions {
  /** Folder of the documents, e.g. `${dataDir}/documents`. */
  root: string;
  /** AES-256 key (32 bytes). */
  key: Buffer;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Documents on the local disk, AES-256-GCM encrypted, one file per document. Writes go to a
 * file in `.incoming` that is renamed into place only once complete and synced, so a failed
 * or interrupted upload never leaves a readable document behind.
 */
export function createLocalDiskStorage({ root, key }: LocalDiskStorageOptions): DocumentStorage {
  if (key.length !== 32) throw new Error('the document key must be 32 bytes');
  const incoming = join(root, '.incoming');
  // Two-character fan-out keeps folders small with many documents.
  const pathOf = (storageKey: string) => {
    assertStorageKey(storageKey);
    return join(root, storageKey.slice(0, 2), storageKey);
  };

  async function readFrame(storageKey: string, path: string) {
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch (error) {
      if (isMissing(error)) throw new DocumentNotStoredError(storageKey);
      throw error;
    }
    if (size < HEADER_BYTES + TAG_BYTES) throw new DocumentIntegrityError(storageKey, 'file too short');
    const handle = await open(path, 'r');
    try {
      const header = Buffer.alloc(HEADER_BYTES);
      const tag = Buffer.alloc(TAG_BYTES);
      await handle.read(header, 0, HEADER_BYTES, 0);
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
      if (header[0] !== FORMAT_VERSION) throw new DocumentIntegrityError(storageKey, 'unknown format');
      return { size, iv: header.subarray(1, 1 + IV_BYTES), tag };
    } finally {
      await handle.close();
    }
  }

  function ciphertext(path: string, size: number): AsyncIterable<Buffer> {
    const end = size - TAG_BYTES - 1;
    return end < HEADER_BYTES ? Readable.from([]) : createReadStream(path, { start: HEADER_BYTES, end });
  }

  return {
    async put(storageKey, stream) {
      const finalPath = pathOf(storageKey);
      await mkdir(incoming, { recursive: true });
      const partPath = join(incoming, `${storageKey}.${randomBytes(6).toString('hex')}.part`);
      let size = 0;
      async function* counted(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      }
      // Opened before streaming: a refusal on the first chunk must find the file to remove it
      // (a write stream opens its file asynchronously, possibly after the clean-up ran).
      const handle = await open(partPath, 'wx', 0o600);
      try {
        await pipeline(
          stream,
          (source: AsyncIterable<Buffer>) => encryptChunks(counted(source), key, storageKey),
          // flush: the data reaches the disk before the rename; the stream closes the handle.
          handle.createWriteStream({ flush: true }),
        );
        await mkdir(dirname(finalPath), { recursive: true });
        await rename(partPath, finalPath);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(partPath, { force: true });
        throw error;
      }
      return { size };
    },

    async get(storageKey) {
      const path = pathOf(storageKey);
      const { size, iv, tag } = await readFrame(storageKey, path);
      // GCM authenticates only at the end: a first pass checks the tag, so no byte of an
      // altered file is ever released. Documents are small (25 MB) and AES-GCM is fast.
      try {
        for await (const _ of decryptChunks(ciphertext(path, size), key, storageKey, iv, tag)) {
          // discard
        }
      } catch (error) {
        if (isMissing(error)) throw new DocumentNotStoredError(storageKey);
        throw new DocumentIntegrityError(storageKey, 'authentication failed');
      }
      return Readable.from(decryptChunks(ciphertext(path, size), key, storageKey, iv, tag), {
        objectMode: false,
      });
    },

    async delete(storageKey) {
      await rm(pathOf(storageKey), { force: true });
    },

    async exists(storageKey) {
      try {
        await stat(pathOf(storageKey));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const folder of folders) {
        // Only the two-character fan-out folders hold documents (.incoming holds writes).
        if (!folder.isDirectory() || !/^[a-z0-9]{2}$/.test(folder.name)) continue;
        for (const name of await readdir(join(root, folder.name))) {
          const { mtime } = await stat(join(root, folder.name, name)).catch(() => ({ mtime: null }));
          if (mtime) yield { key: name, writtenAt: mtime };
        }
      }
    },

    async removeUnfinished(before) {
      let removed = 0;
      const names = await readdir(incoming).catch((error) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      for (const name of names) {
        const path = join(incoming, name);
        const info = await stat(path).catch(() => null);
        // A write of another process may be under way: only those older than `before` go.
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
