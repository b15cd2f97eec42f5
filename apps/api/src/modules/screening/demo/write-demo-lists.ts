import { join } from 'node:path';
import { DEMO_ENTRIES } from './demo-entries';
import { type NumberedEntry, writeEuList, writeNationalRegister } from './list-writers';

export const DEMO_NATIONAL_REGISTER_FILE = 'registre-national-gels_demo.json';
export const DEMO_EU_LIST_FILE = 'xmlFullSanctionsList_1_1_demo.xml';

/**
 * Writes the demo lists from `DEMO_ENTRIES` into a folder: the register's entries numbered from
 * 9001 in order, the EU's references made up (EU.99NN.NN), both published on 27 November 2026.
 */
export async function writeDemoLists(folder: string): Promise<void> {
  const numbered = DEMO_ENTRIES.map(({ lists, entry }, n) => ({
    lists,
    entry,
    euReference: lists.includes('eu') ? `EU.99${String(n).padStart(2, '0')}.${((n * 37) % 90) + 10}` : null,
  }));
  let id = 9000;
  const register: NumberedEntry[] = numbered
    .filter((item) => item.lists.includes('fr'))
    .map(({ entry, euReference }) => {
      id += 1;
      return { entry, id, euReference };
    });
  const eu: NumberedEntry[] = numbered
    .filter((item) => item.lists.includes('eu'))
    .map(({ entry, euReference }) => ({ entry, id: 0, euReference }));
  await writeNationalRegister(
    join(folder, DEMO_NATIONAL_REGISTER_FILE),
    '2026-11-27T00:00:00',
    register,
    true,
  );
  await writeEuList(join(folder, DEMO_EU_LIST_FILE), '2026-11-27T18:04:12.345+01:00', eu, {
    fileId: 990127,
    lastLogicalId: 990100,
  });
}
