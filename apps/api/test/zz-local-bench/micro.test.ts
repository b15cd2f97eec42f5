import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScreeningIndex, screenPerson, unitKeys, preparePersonName } from '@app/domain';
import { it } from 'vitest';
import { generateLists } from '/work/wt/screening/apps/api/src/modules/screening/demo/generate-lists';
import { inventedFrenchPeople } from '/work/wt/screening/apps/api/src/modules/screening/demo/invented-people';
import { parseList } from '/work/wt/screening/apps/api/test/screening/screening-fixtures';

it('micro', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'sb-'));
  const lists = await generateLists({ folder, registerEntries: 6600, euEntries: 5000 });
  const idx = [];
  for (const f of [lists.register, lists.euList]) {
    const { entries } = await parseList(readFileSync(f));
    idx.push(new ScreeningIndex(entries));
  }
  const people = inventedFrenchPeople(1500, 7);
  let cands = 0;
  const t0 = performance.now(); const c0 = process.cpuUsage();
  let hits = 0;
  for (const p of people) for (const i of idx) { hits += screenPerson(i, p, 0.8).length; }
  const ms = performance.now() - t0; const cpu = process.cpuUsage(c0); console.log(`cpu ms/person ${((cpu.user + cpu.system) / 1000 / people.length).toFixed(2)}`);
  for (const p of people) for (const i of idx) cands += i.candidates('person', unitKeys(preparePersonName(p)), 2).length;
  console.log(`ms/person ${(ms / people.length).toFixed(2)} cands/person ${(cands / people.length).toFixed(0)} hits ${hits}`);
}, 600000);
