import { describe, expect, it } from 'vitest';
import type { ListedName } from './listed-entry';
import {
  comparePersonNames,
  PERSON_NAME_RULES,
  prepareListedPersonName,
  preparePersonName,
} from './person-names';

const listed = (given: string | null, family: string | null, whole?: string): ListedName => ({
  whole: whole ?? [given, family].filter(Boolean).join(' '),
  given,
  family,
  alias: false,
  weak: false,
});

const compare = (person: { firstNames: string; lastName: string; birthName?: string }, name: ListedName) =>
  comparePersonNames(preparePersonName(person), prepareListedPersonName(name), name);

const ivanov = listed('Sergueï Vladimirovitch', 'IVANOV');

describe("a person's name against a listed name", () => {
  it('the same name scores 1, its words paired one by one', () => {
    const reason = compare({ firstNames: 'Sergueï', lastName: 'Ivanov' }, listed('Sergueï', 'IVANOV'));
    expect(reason.similarity).toBe(1);
    expect(reason.words).toEqual([
      { query: 'Sergueï', listed: 'Sergueï', kind: 'exact', similarity: 1 },
      { query: 'Ivanov', listed: 'IVANOV', kind: 'accents_or_case', similarity: 1 },
    ]);
  });

  it('a listed patronymic the customer does not use costs a little', () => {
    const reason = compare({ firstNames: 'Sergei', lastName: 'Ivanov' }, ivanov);
    expect(reason.unmatchedListed).toEqual(['Vladimirovitch']);
    // Sergei / Sergueï is a transliteration (0.95), Ivanov exact (1): their mean, then the patronymic.
    expect(reason.similarity).toBeCloseTo(((0.95 + 1) / 2) * PERSON_NAME_RULES.unmatchedListedWord, 3);
  });

  it('given names the list does not give cost a little each', () => {
    const reason = compare(
      { firstNames: 'Jean Pierre Marie', lastName: 'Lambert' },
      listed('Jean', 'LAMBERT'),
    );
    expect(reason.unmatchedQuery).toEqual(['Pierre', 'Marie']);
    expect(reason.similarity).toBeCloseTo(PERSON_NAME_RULES.unmatchedQueryWord ** 2, 3);
  });

  it('the usual given name may be any of the declared ones', () => {
    expect(
      compare({ firstNames: 'Mohamed Karim', lastName: 'Benali' }, listed('Karim', 'BENALI')).similarity,
    ).toBe(PERSON_NAME_RULES.unmatchedQueryWord);
  });

  it('word order does not count when the list gives the name whole', () => {
    const reason = compare({ firstNames: 'Sergei', lastName: 'Ivanov' }, listed(null, null, 'IVANOV Sergei'));
    expect(reason.similarity).toBe(1);
    expect(reason.orderSwapped).toBe(false);
  });

  it('given and family names typed the other way round still match, and are said swapped', () => {
    const reason = compare({ firstNames: 'Ivanov', lastName: 'Sergueï' }, listed('Sergueï', 'IVANOV'));
    expect(reason.orderSwapped).toBe(true);
    expect(reason.similarity).toBe(PERSON_NAME_RULES.orderSwapped);
  });

  it('hyphens, particles and names written in one word or two', () => {
    const benAli = listed('Youssef', 'BEN ALI');
    expect(compare({ firstNames: 'Youssef', lastName: 'Benali' }, benAli).similarity).toBe(1);
    expect(compare({ firstNames: 'Youssef', lastName: 'Ben-Ali' }, benAli).similarity).toBe(1);
    expect(compare({ firstNames: 'Youssef', lastName: 'Ali' }, benAli).similarity).toBe(1);
    const rashid = listed('Abdelaziz', 'AL-RASHID');
    const joined = compare({ firstNames: 'Abdel Aziz', lastName: 'Rashid' }, rashid);
    expect(joined.similarity).toBe(1);
    expect(joined.words.map((word) => word.kind)).toContain('joined');
    expect(compare({ firstNames: 'Abdelaziz', lastName: 'El Rashid' }, rashid).similarity).toBe(1);
  });

  it('a married name on the list, and a birth name declared by the customer', () => {
    const fatima = listed('Fatima', 'BENALI épouse HADDAD');
    expect(compare({ firstNames: 'Fatima', lastName: 'Haddad' }, fatima).similarity).toBe(
      PERSON_NAME_RULES.unmatchedListedWord,
    );
    expect(compare({ firstNames: 'Fatima', lastName: 'Benali' }, fatima).similarity).toBe(
      PERSON_NAME_RULES.unmatchedListedWord,
    );
    const olga = listed('Olga', 'PETROVA');
    const married = compare({ firstNames: 'Olga', lastName: 'Durand', birthName: 'Petrova' }, olga);
    expect(married.unmatchedQuery).toEqual(['Durand']);
    expect(married.similarity).toBe(PERSON_NAME_RULES.unmatchedQueryWord);
  });

  it('only one of two family names', () => {
    expect(
      compare({ firstNames: 'María', lastName: 'García' }, listed('María', 'GARCÍA LÓPEZ')).similarity,
    ).toBe(PERSON_NAME_RULES.unmatchedListedWord);
  });

  it('a name in the list’s own script', () => {
    const cyrillic = listed(null, null, 'Сергей Владимирович Иванов');
    const reason = compare({ firstNames: 'Sergey', lastName: 'Ivanov' }, cyrillic);
    expect(reason.words.map((word) => word.kind)).toEqual(['transliteration', 'transliteration']);
    expect(reason.similarity).toBeCloseTo(0.95 * PERSON_NAME_RULES.unmatchedListedWord, 2);
  });

  it('both a given and a family name must match: one alone is never enough', () => {
    expect(compare({ firstNames: 'Sergueï', lastName: 'Petrov' }, ivanov).similarity).toBeLessThan(0.5);
    expect(compare({ firstNames: 'Pavel', lastName: 'Ivanov' }, ivanov).similarity).toBeLessThan(0.5);
  });

  it('lowers a weak name, as the publisher marks it', () => {
    const weak = { ...listed(null, null, 'Abou Ali'), weak: true };
    expect(compare({ firstNames: 'Abou', lastName: 'Ali' }, weak).similarity).toBe(
      PERSON_NAME_RULES.weakName,
    );
  });

  it('leaves other names apart', () => {
    for (const [firstNames, lastName] of [
      ['Marie', 'Martin'],
      ['Camille', 'Morton'],
      ['Serge', 'Ivanovic'],
    ]) {
      expect(
        compare({ firstNames: firstNames ?? '', lastName: lastName ?? '' }, ivanov).similarity,
      ).toBeLessThan(0.8);
    }
  });
});
