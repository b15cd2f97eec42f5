import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  amendedCopy,
  DEMO_EU_LIST_PATH,
  DEMO_NATIONAL_REGISTER_PATH,
  importLists,
} from './screening-fixtures';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

const vorontsevich = {
  firstNames: 'Sergei',
  lastName: 'Vorontsevitch',
  birthDate: '1961-04-12',
  nationalities: ['RU'],
};

describe('the screening service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('says which lists it could not read before any is imported', async () => {
    expect(await t.app.services.screening.screenPerson(vorontsevich)).toEqual({
      versions: [],
      missing: ['fr_gels', 'eu_fsf'],
      hits: [],
    });
  });

  it('finds a listed person in both lists, each hit naming its list, version, entry, score and reasons', async () => {
    await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
    const outcome = await t.app.services.screening.screenPerson(vorontsevich);
    expect(outcome.missing).toEqual([]);
    expect(outcome.versions.map((version) => version.key)).toEqual([
      sha256(DEMO_NATIONAL_REGISTER_PATH),
      sha256(DEMO_EU_LIST_PATH),
    ]);
    expect(outcome.hits.map((hit) => [hit.list, hit.entry.id, hit.version.key])).toEqual([
      ['eu_fsf', '990101', sha256(DEMO_EU_LIST_PATH)],
      ['fr_gels', '9001', sha256(DEMO_NATIONAL_REGISTER_PATH)],
    ]);
    const [eu] = outcome.hits;
    expect(eu?.version.publishedOn).toBe('2026-11-27');
    expect(eu?.reasons).toEqual([
      expect.objectContaining({
        kind: 'name',
        listedName: 'Sergey Vladimirovich Vorontsevich',
        words: [
          { query: 'Sergei', listed: 'Sergey', kind: 'transliteration', similarity: 0.95 },
          // The French "tch" of the customer's passport, the English "ch" of the list.
          { query: 'Vorontsevitch', listed: 'Vorontsevich', kind: 'transliteration', similarity: 0.95 },
        ],
        unmatchedListed: ['Vladimirovich'],
      }),
      { kind: 'birth_date', how: 'same_date', query: '1961-04-12', listed: '1961-04-12', effect: 0.05 },
      { kind: 'nationality', how: 'same', query: ['RU'], listed: ['RU'], effect: 0.02 },
    ]);
    expect(eu?.score).toBeGreaterThanOrEqual(t.deps.config.screening.threshold);
  });

  it('marks a hit at or above the high score as strong', async () => {
    const exact = await t.app.services.screening.screenPerson({
      firstNames: 'Sergey Vladimirovich',
      lastName: 'Vorontsevich',
      birthDate: '1961-04-12',
    });
    expect(exact.hits[0]?.score).toBe(1);
    expect(exact.hits[0]?.high).toBe(true);
    const typed = await t.app.services.screening.screenPerson({
      firstNames: 'Sergei',
      lastName: 'Vorontsevitch',
    });
    expect(typed.hits.length).toBeGreaterThan(0);
    for (const hit of typed.hits) expect(hit.high).toBe(hit.score >= t.deps.config.screening.highScore);
    expect(typed.hits.some((hit) => !hit.high)).toBe(true);
  });

  it('finds a listed entity by an alias, with or without its legal form', async () => {
    const outcome = await t.app.services.screening.screenCompany({ name: 'Northern Star Trading SARL' });
    expect(outcome.hits.map((hit) => [hit.list, hit.entry.names[0]?.whole, hit.score])).toEqual([
      ['eu_fsf', 'SEVERNAYA ZVEZDA TRADING', 1],
      ['fr_gels', 'SEVERNAYA ZVEZDA TRADING', 1],
    ]);
  });

  it('raises nothing for a person or a company not listed', async () => {
    expect(
      (await t.app.services.screening.screenPerson({ firstNames: 'Camille', lastName: 'Martin' })).hits,
    ).toEqual([]);
    expect(
      (await t.app.services.screening.screenCompany({ name: 'SELARL Cabinet Dentaire du Parc' })).hits,
    ).toEqual([]);
  });

  it('screens against a newly imported publication at once, naming it', async () => {
    const amended = amendedCopy(t.deps, DEMO_NATIONAL_REGISTER_PATH, 'gels-2026-11-29.json', (text) =>
      text.replace('"2026-11-27T00:00:00"', '"2026-11-29T00:00:00"'),
    );
    await importLists(t.deps, [amended]);
    const outcome = await t.app.services.screening.screenPerson(vorontsevich);
    const national = outcome.hits.find((hit) => hit.list === 'fr_gels');
    expect(national?.version).toEqual({ key: sha256(amended), publishedOn: '2026-11-29' });
  });
});

describe('the screening settings', () => {
  it('takes its threshold from the configuration', async () => {
    const strict = await createTestApp({
      env: { SCREENING_THRESHOLD: '0.99', SCREENING_HIGH_SCORE: '0.99' },
    });
    try {
      await importLists(strict.deps, [DEMO_NATIONAL_REGISTER_PATH]);
      expect((await strict.app.services.screening.screenPerson(vorontsevich)).hits).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('refuses a high score below the threshold', () => {
    expect(() => loadConfig({ SCREENING_THRESHOLD: '0.9', SCREENING_HIGH_SCORE: '0.85' })).toThrow(
      /SCREENING_HIGH_SCORE: at least SCREENING_THRESHOLD/,
    );
    expect(() => loadConfig({ SCREENING_THRESHOLD: '0.3' })).toThrow(/SCREENING_THRESHOLD/);
  });
});
