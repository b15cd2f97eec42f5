import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import type { ImportOptions } from '../../src/imports/importer';
import { sireneSource } from '../../src/registry/import/sirene-source';
import type { AppDeps } from '../../src/types';
import { importWith } from '../imports/import-fixtures';

const here = dirname(fileURLToPath(import.meta.url));

export const REAL_UNITS = join(here, 'fixtures/sirene/StockUniteLegale_utf8_sample.csv');
export const REAL_ESTABLISHMENTS = join(here, 'fixtures/sirene/StockEtablissement_utf8_sample.csv');
export const DEMO_UNITS = join(here, '../../registry-data/StockUniteLegale_demo.csv');
export const DEMO_ESTABLISHMENTS = join(here, '../../registry-data/StockEtablissement_demo.csv');

/** A response recorded from the public company search API. */
export function recorded(name: string): unknown {
  const file = JSON.parse(readFileSync(join(here, 'fixtures/recherche-entreprises', `${name}.json`), 'utf8'));
  return (file as { result: unknown }).result;
}

/** Imports stock files into the test app's database, as the import command does. */
export async function importInto(
  deps: AppDeps,
  files: string[],
  options: Pick<ImportOptions, 'batchSize' | 'force' | 'strict'> = {},
) {
  return (await importWith(sireneSource, deps, files, options)).results;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A zip archive of the given files, deflated, as INSEE publishes the stock. */
export function zipOf(files: Record<string, Buffer>): string {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const compressed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const path = join(mkdtempSync(join(tmpdir(), 'registry-zip-')), 'stock.zip');
  writeFileSync(path, Buffer.concat([...locals, directory, end]));
  return path;
}
