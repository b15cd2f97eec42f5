import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_EFFECT } from './birth-dates';
import type { ListedEntry, ListedName } from './listed-entry';
import { NATIONALITY_EFFECT } from './nationalities';
import { preparePersonName } from './person-names';
import { screenCompany, screenPerson } from './screen';
import { ScreeningIndex, unitKeys } from './screening-index';

const name = (whole: string, parts: Partial<ListedName> = {}): ListedName => ({
  whole,
  given: null,
  family: null,
  alias: false,
  weak: false,
  ...parts,
});

const entry = (id: string, kind: ListedEntry['kind'], names: ListedName[], more: Partial<ListedEntry> = {}) =>
  ({
    list: 'fr_gels',
    id,
    kind,
    names,
    birthDates: [],
    nationalities: [],
    identifiers: [],
    programmes: [],
    reference: null,
    ...more,
  }) satisfies ListedEntry;

const ivanov = entry(
  '101',
  'person',
  [
    name('Sergueï Vladimirovitch IVANOV', { given: 'Sergueï Vladimirovitch', family: 'IVANOV' }),
    name('Сергей Владимирович Иванов', { alias: true }),
  ],
  { birthDates: [{ date: '1961-04-12', circa: false }], nationalities: ['RU'] },
);
const namesake = entry('102', 'person', [name('Sergei IVANOV', { given: 'Sergei', family: 'IVANOV' })], {
  birthDates: [{ date: '1979', circa: false }],
});
const zvezda = entry('201', 'entity', [
  name('OOO Severnaya Zvezda'),
  name('Northern Star LLC', { alias: true }),
]);
// A person and an entity with one name: a person is never compared with an entity.
const ivanovCompany = entry('202', 'entity', [name('Ivanov Sergei')]);

const index = new ScreeningIndex([ivanov, namesake, zvezda, ivanovCompany]);

describe('screening a person', () => {
  it('finds the listed person in another spelling, best first, with every reason', () => {
    const [first, second, ...rest] = screenPerson(
      index,
      { firstNames: 'Sergey', lastName: 'Ivanov', birthDate: '1961-04-12', nationalities: ['RU'] },
      0.6,
    );
    expect(rest).toEqual([]);
    expect(first?.entry.id).toBe('101');
    expect(first?.reasons.map((reason) => reason.kind)).toEqual(['name', 'birth_date', 'nationality']);
    const [nameReason] = first?.reasons ?? [];
    expect(nameReason).toMatchObject({ kind: 'name', listedName: 'Sergueï Vladimirovitch IVANOV' });
    expect(first?.score).toBeCloseTo(
      Math.min(1, 0.926 + BIRTH_DATE_EFFECT.same_date + NATIONALITY_EFFECT.same),
      3,
    );
    // The namesake born in 1979 is lowered below the screened person's match.
    expect(second?.entry.id).toBe('102');
    expect(second?.reasons[1]).toMatchObject({ kind: 'birth_date', how: 'other_year' });
    expect(second?.score).toBeLessThan(0.8);
  });

  it('keeps only the entries at or above the threshold', () => {
    const hits = screenPerson(
      index,
      { firstNames: 'Sergey', lastName: 'Ivanov', birthDate: '1961-04-12' },
      0.8,
    );
    expect(hits.map((hit) => hit.entry.id)).toEqual(['101']);
  });

  it('without a birth date, both namesakes are hits', () => {
    const hits = screenPerson(index, { firstNames: 'Sergei', lastName: 'Ivanov' }, 0.8);
    expect(hits.map((hit) => hit.entry.id).sort()).toEqual(['101', '102']);
  });

  it('another person raises nothing', () => {
    expect(screenPerson(index, { firstNames: 'Camille', lastName: 'Martin' }, 0.5)).toEqual([]);
  });
});

describe('screening a company', () => {
  it('finds a listed entity by a name or an alias, never a listed person', () => {
    expect(screenCompany(index, { name: 'Northern Star SAS' }, 0.8).map((hit) => hit.entry.id)).toEqual([
      '201',
    ]);
    expect(screenCompany(index, { name: 'Cabinet Vert', tradeName: 'Severnaya Zvezda' }, 0.8)[0]?.score).toBe(
      1,
    );
    expect(screenCompany(index, { name: 'Ivanov Sergei' }, 0.8).map((hit) => hit.entry.id)).toEqual(['202']);
  });
});

describe('the index', () => {
  it('compares a name with the entries sharing a key with it, not with all of them', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      entry(`p${i}`, 'person', [name(`Person${i} Listed${(i * 7919) % 2000}`)]),
    );
    const big = new ScreeningIndex([...many, ivanov]);
    const query = { firstNames: 'Sergey', lastName: 'Ivanov' };
    expect(big.candidates('person', unitKeys(preparePersonName(query))).length).toBeLessThan(10);
    expect(screenPerson(big, query, 0.8).map((hit) => hit.entry.id)).toEqual(['101']);
  });

  it('compares a person with the listed people two of whose words match, not with every namesake of one', () => {
    const namesakes = Array.from({ length: 500 }, (_, i) =>
      entry(`m${i}`, 'person', [name(`Sergey Listed${String.fromCharCode(97 + (i % 26))}${i}`)]),
    );
    const withNamesakes = new ScreeningIndex([...namesakes, ivanov]);
    const query = { firstNames: 'Sergey', lastName: 'Ivanov' };
    const compared = withNamesakes.candidates('person', unitKeys(preparePersonName(query)), 2);
    expect(compared.map((candidate) => candidate.entry.id)).toEqual(['101']);
    expect(screenPerson(withNamesakes, query, 0.8).map((hit) => hit.entry.id)).toEqual(['101']);
  });

  it('finds a listed one-word name by that one word', () => {
    const mononym = entry('m1', 'person', [name('Vorontsevich')]);
    const single = new ScreeningIndex([mononym]);
    const query = { firstNames: 'Sergey', lastName: 'Vorontsevich' };
    expect(single.candidates('person', unitKeys(preparePersonName(query)), 2)).toHaveLength(1);
  });

  it('finds a name with one mistake in each word through the keys', () => {
    const hits = screenPerson(
      index,
      { firstNames: 'Sergej', lastName: 'Ivanof', birthDate: '1961-04-12' },
      0.8,
    );
    expect(hits.map((hit) => hit.entry.id)).toEqual(['101']);
  });
});
