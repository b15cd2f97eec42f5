import type { ScreeningListId } from '@app/domain';
import { ENTRY_FIELDS } from '../../../db/repositories/screening-columns';
import type { ScreeningEntriesTable } from '../../../db/tables/screening';
import type { ImportSource } from '../../../imports/import-source';
import type { ImportTable } from '../../../imports/import-writer';

/** Every version's entries in one table, each row naming its version: a new publication adds, never replaces. */
const ENTRIES: ImportTable<keyof ScreeningEntriesTable> = {
  name: 'screening_entries',
  fields: ENTRY_FIELDS,
  fileKeyColumn: 'version',
};

/**
 * The freeze and sanctions lists as a source of the import pipeline. A file is a publication,
 * known by its SHA-256 whatever its name (the same publication again is skipped, an amended one
 * is a new version); its entries are kept beside those of earlier versions, so a hit always
 * names the version it came from. Each list is a few megabytes: parsed between the writes.
 */
export const screeningSource: ImportSource<ScreeningListId> = {
  extensions: ['.json', '.xml'],
  parser: { module: new URL('../lists/list-parser.ts', import.meta.url), inWorker: false },
  batchSize: 2000,
  keyOf: (file) => (file.ref.entry ? `${file.fingerprint}!${file.ref.entry.name}` : file.fingerprint),
  store: {
    ledger: { table: 'screening_list_versions', countsRejected: true, publishedOnColumn: 'published_on' },
    replacesTable: false,
    tables: { fr_gels: ENTRIES, eu_fsf: ENTRIES },
  },
};
