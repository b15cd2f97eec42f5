import { describe, expect, it } from 'vitest';
import { payerNameMatches } from './payer-name';

const camille = { kind: 'person', firstName: 'Camille', lastName: 'Martin' } as const;
const holding = { kind: 'company', name: 'Holding Santé', legalForm: 'SAS' } as const;

describe('payer name', () => {
  it.each([
    'Camille Martin',
    'MARTIN CAMILLE',
    'Mme Camille Martin',
    'M. MARTIN Camille',
    'Dr Camille MARTIN',
    'Docteur Martin Camille',
    'Frau Camille Martin',
    'Mrs. camille martin',
  ])('a person is recognised as "%s"', (payer) => {
    expect(payerNameMatches(payer, camille)).toBe(true);
  });

  it('accents, hyphens and case do not matter', () => {
    const person = { kind: 'person', firstName: 'Jean-François', lastName: "N'Diaye" } as const;
    expect(payerNameMatches('N DIAYE JEAN FRANCOIS', person)).toBe(true);
    expect(payerNameMatches('Jean François N’Diaye', person)).toBe(true);
  });

  it.each(['Camille Dupont', 'Martin', 'Camille Martin Dupont', 'SCI Martin', ''])(
    'another name is not the shareholder: "%s"',
    (payer) => {
      expect(payerNameMatches(payer, camille)).toBe(false);
    },
  );

  it.each(['Holding Santé', 'HOLDING SANTE SAS', 'SAS Holding Santé', 'Holding Santé S.A.S.'])(
    'a company is recognised with or without its legal form: "%s"',
    (payer) => {
      expect(payerNameMatches(payer, holding)).toBe(true);
    },
  );

  it('a company written with its legal form in full is recognised', () => {
    const selarl = { kind: 'company', name: 'Cabinet Martin SELARL', legalForm: 'SELARL' } as const;
    expect(
      payerNameMatches("Société d'exercice libéral à responsabilité limitée Cabinet Martin", selarl),
    ).toBe(true);
  });

  it('a company is not another company, nor its words in another order', () => {
    expect(payerNameMatches('Holding Dentaire SAS', holding)).toBe(false);
    expect(payerNameMatches('Santé Holding', holding)).toBe(false);
    expect(payerNameMatches('Camille Martin', holding)).toBe(false);
  });
});
