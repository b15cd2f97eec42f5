import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListedEntry } from '@app/domain';
import { entryOfRow } from '../../src/db/repositories/screening-columns';
import type { ScreeningEntriesTable } from '../../src/db/tables/screening';
import { RowProblem } from '../../src/imports/import-source';
import { screeningSource } from '../../src/modules/screening/import/screening-source';
import { parser } from '../../src/modules/screening/lists/list-parser';
import type { AppDeps } from '../../src/types';
import { importWith } from '../imports/import-fixtures';

export {
  DEMO_EU_LIST_PATH,
  DEMO_NATIONAL_REGISTER_PATH,
} from '../../src/modules/screening/import/demo-lists';

/** Imports list files into the test app's database, as the import command does. */
export function importLists(
  deps: AppDeps,
  files: string[],
  options: { batchSize?: number; strict?: boolean; force?: boolean } = {},
) {
  return importWith(screeningSource, deps, files, options);
}

/** A file's bytes in chunks of `size` bytes: a stream cut anywhere, inside a word or a character. */
async function* inChunks(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** What the list parser reads from a file: its kind, its day, its entries (and the problems met). */
export async function parseList(bytes: Buffer, chunkSize = 64 * 1024) {
  const file = await parser.open(inChunks(bytes, chunkSize), 'list', 'version-key');
  const entries: ListedEntry[] = [];
  const problems: { line: number; text: string }[] = [];
  let passedOver = 0;
  for await (const { rows, lines } of file.chunks) {
    rows.forEach((raw, i) => {
      const row = file.map(raw);
      if (row === null) passedOver += 1;
      else if (row instanceof RowProblem) problems.push({ line: lines[i] as number, text: row.text });
      else entries.push(entryOfRow(file.kind as ListedEntry['list'], row as ScreeningEntriesTable));
    });
  }
  return { kind: file.kind, publishedOn: file.publishedOn, entries, problems, passedOver };
}

/** A copy of a shipped list with its text changed, written in the test's folder. */
export function amendedCopy(deps: AppDeps, source: string, name: string, change: (text: string) => string) {
  const path = join(deps.config.dataDir, name);
  writeFileSync(path, change(readFileSync(source, 'utf8')));
  return path;
}

/**
 * A national register of freezes, in its official layout, listing one invented company (and its
 * aliases), written in the test's folder: a list the test controls, its entry no demo one.
 */
export function registerListingCompany(
  deps: AppDeps,
  fileName: string,
  company: { id: number; name: string; aliases?: string[] },
): string {
  const path = join(deps.config.dataDir, fileName);
  const register = {
    Publications: {
      DatePublication: '2026-11-28T00:00:00',
      PublicationDetail: [
        {
          IdRegistre: company.id,
          Nature: 'Personne morale',
          Nom: company.name,
          RegistreDetail: [
            {
              TypeChamp: 'ALIAS',
              Valeur: (company.aliases ?? []).map((alias) => ({ Alias: alias, Commentaire: '' })),
            },
            {
              TypeChamp: 'MOTIFS',
              Valeur: [{ Motifs: 'Entrée fictive : donnée de test inventée.' }],
            },
            {
              TypeChamp: 'FONDEMENT_JURIDIQUE',
              Valeur: [
                {
                  FondementJuridique: 'UKR',
                  FondementJuridiqueLabel: '(UE) 269/2014 du 17/03/2014 (Ukraine - intégrité territoriale)',
                },
              ],
            },
          ],
        },
      ],
    },
  };
  writeFileSync(path, JSON.stringify(register));
  return path;
}
