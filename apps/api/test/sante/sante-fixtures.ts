import { importDirectoryFiles } from '../../src/sante/import/importer';
import { createDirectoryWriter } from '../../src/sante/import/writer';
import type { AppDeps } from '../../src/types';

export {
  DEMO_DOCTOR,
  DEMO_ESTABLISHMENTS_PATH,
  DEMO_PRACTITIONERS_PATH,
} from '../../src/sante/demo/demo-files';

/** Imports directory files into the test app's database, as the import command does. */
export async function importDirectories(
  deps: AppDeps,
  files: string[],
  options: { batchSize?: number; strict?: boolean; force?: boolean } = {},
) {
  const writer = createDirectoryWriter(deps.config.databaseUrl);
  const log: string[] = [];
  try {
    const results = await importDirectoryFiles(files, { writer, ...options, log: (line) => log.push(line) });
    return { results, log };
  } finally {
    await writer.close();
  }
}
