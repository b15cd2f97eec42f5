/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, as
 * production static servers serve them: no visitor waits for a file to be compressed, and the
 * slowest, smallest settings are affordable once per build.
 *
 *   tsx server/precompress.ts <dist folder>
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { compress, MIN_COMPRESSED_SIZE } from './compression';
import { contentTypeOf, isCompressible } from './content-types';

/** zlib works on its thread pool (four threads): this many files at once keep it busy. */
const CONCURRENT_FILES = 4;

export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses what is worth it under `root`; answers how many files and bytes before and after. */
export async function precompress(
  root: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const all = await filesUnder(root);
  const wanted = all.filter(
    (file) => !file.endsWith('.br') && !file.endsWith('.gz') && isCompressible(contentTypeOf(file)),
  );
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const queue = [...wanted];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < MIN_COMPRESSED_SIZE) continue;
      const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
      await Promise.all([writeFile(file + PRECOMPRESSED.br, br), writeFile(file + PRECOMPRESSED.gzip, gz)]);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FILES }, worker));
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const { files, bytes, brotliBytes } = await precompress(root);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.info(
    `Compressed ${files} files ahead: ${kb(bytes)} → ${kb(brotliBytes)} brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
