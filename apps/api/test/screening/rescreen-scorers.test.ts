import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type ListedEntry, ScreeningIndex } from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { ListVersion } from '../../src/db/repositories/screening';
import type { ScreeningSubject } from '../../src/db/repositories/screening-hits';
import { inventedFrenchPeople } from '../../src/modules/screening/demo/invented-people';
import {
  inlineScorer,
  rescreenWorkerCount,
  workerScorer,
} from '../../src/modules/screening/rescreen-scorers';
import { type IndexedVersion, screenerOf } from '../../src/modules/screening/screener';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, parseList } from './screening-fixtures';

const settings = loadConfig({}).screening;
let lists: { version: ListVersion; entries: ListedEntry[] }[];
let subjects: ScreeningSubject[];

const versionOf = (list: ListedEntry['list']): ListVersion => ({
  list,
  key: `${list}-key`,
  fileName: `${list}.file`,
  publishedOn: '2026-11-28',
  importedAt: '2026-11-28T00:00:00.000Z',
  rowsRead: 0,
  rejected: 0,
});

beforeAll(async () => {
  lists = [];
  for (const path of [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]) {
    const parsed = await parseList(readFileSync(path));
    const list = parsed.kind as ListedEntry['list'];
    lists.push({ version: versionOf(list), entries: parsed.entries });
  }
  // Invented professionals, with listed people declared another way and a listed company among them.
  const people = [
    ...inventedFrenchPeople(300),
    { firstNames: 'Sergei', lastName: 'Vorontsevitch', birthDate: '1961-04-12', nationalities: ['RU'] },
    { firstNames: 'Ekaterina', lastName: 'Solntseva' },
  ];
  subjects = [
    ...people.map(
      (person, i): ScreeningSubject => ({ type: 'person', id: `p${i}`, companyId: `c${i}`, person }),
    ),
    {
      type: 'company',
      id: 'c-listed',
      companyId: 'c-listed',
      company: { name: 'OOO Severnaya Zvezda Treiding' },
    },
    { type: 'company', id: 'c-plain', companyId: 'c-plain', company: { name: 'Cabinet Martin' } },
  ];
});

describe('scoring a rescreen in worker threads', () => {
  it('gives the same hits, in the same order, as the calling thread for a sample of subjects', async () => {
    const indexed: IndexedVersion[] = lists.map(({ version, entries }) => ({
      version,
      index: new ScreeningIndex(entries),
    }));
    const expected = await inlineScorer(screenerOf(indexed, settings)).score(subjects);
    expect(new Set(expected.map((hit) => hit.subjectId))).toEqual(new Set(['p300', 'p301', 'c-listed']));

    const threads = workerScorer(2, { settings, lists });
    try {
      const pages = [subjects.slice(0, 120), subjects.slice(120, 240), subjects.slice(240)];
      const scored = await Promise.all(pages.map((page) => threads.score(page)));
      expect(scored.flat()).toEqual(expected);
    } finally {
      await threads.close();
    }
  }, 60_000);

  it('a thread that cannot start fails the pages sent to it instead of leaving the rescreen waiting', async () => {
    const broken = [{ version: versionOf('fr_gels'), entries: [null as unknown as ListedEntry] }];
    const threads = workerScorer(1, { settings, lists: broken });
    try {
      await expect(threads.score(subjects.slice(0, 2))).rejects.toThrow();
      await expect(threads.score(subjects.slice(0, 2))).rejects.toThrow();
    } finally {
      await threads.close();
    }
  }, 60_000);
});

describe('how many threads a rescreen scores in (SCREENING_WORKERS)', () => {
  it('every core in the import command, one fewer in the API, unless configured', () => {
    expect(settings.rescreenWorkers).toBe('auto');
    const cores = availableParallelism();
    expect(rescreenWorkerCount('auto', true)).toBe(cores);
    expect(rescreenWorkerCount('auto', false)).toBe(Math.max(1, cores - 1));
    const configured = loadConfig({ SCREENING_WORKERS: '3' }).screening.rescreenWorkers;
    expect(rescreenWorkerCount(configured, false)).toBe(3);
    expect(rescreenWorkerCount(loadConfig({ SCREENING_WORKERS: '0' }).screening.rescreenWorkers, true)).toBe(
      0,
    );
  });

  it('refuses what is not a whole number of threads from 0 to 64', () => {
    for (const wrong of ['-1', '1.5', '65', 'all']) {
      expect(() => loadConfig({ SCREENING_WORKERS: wrong }), wrong).toThrow(/SCREENING_WORKERS/);
    }
  });
});
