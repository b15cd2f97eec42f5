import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScreeningRepository } from '../../src/db/repositories/screening';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  amendedCopy,
  DEMO_EU_LIST_PATH,
  DEMO_NATIONAL_REGISTER_PATH,
  importLists,
} from './screening-fixtures';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('importing the screening lists', () => {
  let t: TestApp;
  let repo: ReturnType<typeof createScreeningRepository>;
  beforeEach(async () => {
    t = await createTestApp();
    repo = createScreeningRepository(t.deps.db);
  });
  afterEach(async () => t.close());

  it('makes each publication a version known by its SHA-256 and its day, with its entries', async () => {
    const { results } = await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
    expect(results.map((result) => [result.kind, result.status, result.rows, result.rejected])).toEqual([
      ['fr_gels', 'imported', 32, 0],
      ['eu_fsf', 'imported', 29, 0],
    ]);
    const versions = await repo.currentVersions();
    expect(versions).toEqual([
      expect.objectContaining({
        list: 'fr_gels',
        key: sha256(DEMO_NATIONAL_REGISTER_PATH),
        fileName: 'registre-national-gels_demo.json',
        publishedOn: '2026-11-27',
        rowsRead: 33,
        rejected: 0,
      }),
      expect.objectContaining({ list: 'eu_fsf', key: sha256(DEMO_EU_LIST_PATH), publishedOn: '2026-11-27' }),
    ]);
    const [register] = versions;
    if (!register) throw new Error('no register version');
    expect(await repo.entries(register)).toHaveLength(32);
    expect((await repo.entry(register, '9001'))?.names[0]?.whole).toBe('Sergueï Vladimirovitch VORONTSEVICH');
  });

  it('skips a publication already imported, even saved under another name', async () => {
    await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH]);
    const renamed = join(t.deps.config.dataDir, 'gels-avoirs-telecharge.json');
    copyFileSync(DEMO_NATIONAL_REGISTER_PATH, renamed);
    const { results } = await importLists(t.deps, [renamed]);
    expect(results.map((result) => result.status)).toEqual(['skipped']);
    expect(await repo.versions('fr_gels')).toHaveLength(1);
  });

  it('takes an amended publication as a new version and keeps the earlier one readable', async () => {
    await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH]);
    const [earlier] = await repo.versions('fr_gels');
    const amended = amendedCopy(t.deps, DEMO_NATIONAL_REGISTER_PATH, 'gels-2026-11-28.json', (text) =>
      text
        .replace('"2026-11-27T00:00:00"', '"2026-11-28T00:00:00"')
        .replace('"TIKHOMIROVA"', '"TIKHOMIROVA-ORLOVA"'),
    );
    await importLists(t.deps, [amended]);
    const [current] = await repo.currentVersions();
    expect(current).toMatchObject({ key: sha256(amended), publishedOn: '2026-11-28' });
    if (!earlier || !current) throw new Error('versions missing');
    const tikhomirova = (await repo.entries(earlier)).find(
      (entry) => entry.names[0]?.family === 'TIKHOMIROVA',
    );
    const family = async (version: typeof earlier) =>
      (await repo.entries(version)).find((entry) => entry.id === tikhomirova?.id)?.names[0]?.family;
    expect(await family(current)).toBe('TIKHOMIROVA-ORLOVA');
    expect(await family(earlier)).toBe('TIKHOMIROVA');
    expect((await repo.versions('fr_gels')).map((version) => version.publishedOn)).toEqual([
      '2026-11-28',
      '2026-11-27',
    ]);
  });

  it('an older publication imported later does not become the current one', async () => {
    const newer = amendedCopy(t.deps, DEMO_EU_LIST_PATH, 'eu-newer.xml', (text) =>
      text.replace('generationDate="2026-11-27', 'generationDate="2026-12-02'),
    );
    await importLists(t.deps, [newer]);
    await importLists(t.deps, [DEMO_EU_LIST_PATH]);
    expect((await repo.currentVersions()).map((version) => [version.list, version.publishedOn])).toEqual([
      ['eu_fsf', '2026-12-02'],
    ]);
  });

  it('imports a version again on demand without doubling its entries', async () => {
    await importLists(t.deps, [DEMO_EU_LIST_PATH]);
    const { results } = await importLists(t.deps, [DEMO_EU_LIST_PATH], { force: true });
    expect(results.map((result) => [result.status, result.rows])).toEqual([['imported', 29]]);
    const [version] = await repo.currentVersions();
    if (!version) throw new Error('no version');
    expect(await repo.entries(version)).toHaveLength(29);
  });

  it('resumes an interrupted import after its last batch, and reads the version only once complete', async () => {
    // An entry without a name half-way: a strict import stops there, after its first batches.
    const broken = amendedCopy(t.deps, DEMO_NATIONAL_REGISTER_PATH, 'gels-broken.json', (text) =>
      text.replace('"Nom": "HADDADIN"', '"Nom": ""'),
    );
    await expect(importLists(t.deps, [broken], { batchSize: 5, strict: true })).rejects.toThrow(
      /no name \(Nom\)/,
    );
    expect(await repo.currentVersions()).toEqual([]);
    const { results, log } = await importLists(t.deps, [broken], { batchSize: 5 });
    expect(log.some((line) => /resuming after row \d+/.test(line))).toBe(true);
    expect(results.map((result) => [result.status, result.rejected])).toEqual([['resumed', 1]]);
    const [version] = await repo.currentVersions();
    if (!version) throw new Error('no version');
    const entries = await repo.entries(version);
    expect(entries).toHaveLength(31);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(31);
  });
});
