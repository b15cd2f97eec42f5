import { describe, expect, it } from 'vitest';
import { COMPANY_NAME_RULES, compareCompanyNames, prepareCompanyName } from './company-names';

const compare = (query: string, listed: string) =>
  compareCompanyNames(prepareCompanyName(query), prepareCompanyName(listed), {
    whole: listed,
    alias: false,
    weak: false,
  });

describe("a company's name against a listed entity's", () => {
  it.each([
    ['Severnaya Zvezda', 'OOO "Severnaya Zvezda"'],
    ['SEVERNAYA ZVEZDA LLC', 'Severnaya Zvezda, OOO'],
    ['Zvezda Severnaya', 'Severnaya Zvezda Limited Liability Company'],
    ['Severnaïa Zvezda SARL', 'Obshchestvo s ogranichennoy otvetstvennostyu Severnaya Zvezda'],
    ['Северная Звезда', 'Severnaya Zvezda JSC'],
  ])('"%s" is "%s": legal forms, word order, case, script', (query, listed) => {
    expect(compare(query, listed).similarity).toBeGreaterThanOrEqual(0.95);
  });

  it('names the legal forms it left out', () => {
    expect(compare('SELARL Rosneft', 'PJSC Rosneft').legalForms).toEqual(['SELARL', 'PJSC']);
  });

  it('a shared generic word weighs half of a distinctive one', () => {
    const reason = compare('Rosneft Trading', 'Rosneft');
    const weight = 1 + COMPANY_NAME_RULES.genericWord;
    expect(reason.similarity).toBeCloseTo(2 / (weight + 1), 3);
    expect(compare('Holding Lumière', 'Parc Holding').similarity).toBeLessThan(0.5);
  });

  it('one typing mistake in a word', () => {
    expect(compare('Rosneft Tradding', 'Rosneft Trading').similarity).toBeGreaterThan(0.9);
  });

  it('leaves other companies apart', () => {
    for (const query of ['Cabinet Dentaire du Parc', 'SCM des Docteurs Martin', 'Pharmacie de la Gare']) {
      expect(compare(query, 'Severnaya Zvezda Trading').similarity).toBeLessThan(0.5);
    }
  });
});
