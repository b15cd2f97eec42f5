import { createImportWriter } from '../../src/imports/create-writer';
import type { ImportSource } from '../../src/imports/import-source';
import { type ImportOptions, importFiles } from '../../src/imports/importer';
import type { AppDeps } from '../../src/types';

/** Imports a source's files into the test app's database as its command does, the log kept. */
export async function importWith<Kind extends string>(
  source: ImportSource<Kind>,
  deps: AppDeps,
  files: string[],
  options: Pick<ImportOptions, 'batchSize' | 'force' | 'strict'> = {},
) {
  const writer = createImportWriter(deps.config.databaseUrl, source.store);
  const log: string[] = [];
  try {
    const results = await importFiles(source, files, { ...options, writer, log: (line) => log.push(line) });
    return { results, log };
  } finally {
    await writer.close();
  }
}
