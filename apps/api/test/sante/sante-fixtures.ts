import { directorySource } from '../../src/sante/import/directory-source';
import type { AppDeps } from '../../src/types';
import { importWith } from '../imports/import-fixtures';

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
  return importWith(directorySource, deps, files, options);
}
