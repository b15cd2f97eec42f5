import type { RuntimeConfigReply } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../lib/runtime-config';
import { LegalNotice, NOTICE_WORDS } from './legal-notice';

const CONFIG: RuntimeConfigReply = {
  ...DEFAULT_RUNTIME_CONFIG,
  brand: {
    ...DEFAULT_RUNTIME_CONFIG.brand,
    name: 'Marque Exemple',
    legalForm: 'SAS',
    registeredOffice: '2 rue de l’Exemple, 69000 Lyon',
    oriasNumber: '07123456',
  },
  bank: {
    name: 'Banque Exemple',
    legalForm: 'Société anonyme',
    capital: { amount: 10_000_000, currency: 'EUR' },
    registeredOffice: '1 place de l’Exemple, 75000 Paris',
    rcs: { number: '000 000 000', city: 'Paris' },
    acprCode: '99999',
  },
};

/** The value next to a term of one identity's list. */
const identityValue = (section: string, term: string) => {
  const list = within(screen.getByRole('region', { name: section }));
  return list.getByText(term).nextElementSibling?.textContent;
};

describe('the legal notice', () => {
  it('names the brand and the bank with their legal identity, the capital written the French way', () => {
    render(<LegalNotice config={CONFIG} locale="fr" />);
    expect(identityValue('Éditeur du service', 'Dénomination')).toBe('Marque Exemple');
    expect(identityValue('Éditeur du service', "Intermédiaire immatriculé à l'ORIAS")).toBe(
      'n°\u00a007\u00a0123\u00a0456 (registre consultable sur orias.fr)',
    );
    expect(identityValue('Établissement teneur de compte', 'Capital social')).toBe(
      '10\u202f000\u202f000\u00a0€',
    );
    expect(identityValue('Établissement teneur de compte', 'Immatriculation')).toBe('RCS Paris 000 000 000');
    expect(identityValue('Établissement teneur de compte', 'Agrément')).toMatch(/ACPR.*code banque 99999\.$/);
  });

  it('leaves the ORIAS line out when the brand is no intermediary', () => {
    render(<LegalNotice config={{ ...CONFIG, brand: { ...CONFIG.brand, oriasNumber: null } }} locale="de" />);
    expect(screen.getByRole('region', { name: 'Anbieter des Dienstes' })).not.toHaveTextContent('ORIAS');
    expect(identityValue('Kontoführendes Institut', 'Gesellschaftskapital')).toBe('10.000.000\u00a0€');
  });

  it('has the same words in the three languages', () => {
    const keys = (language: keyof typeof NOTICE_WORDS) => Object.keys(NOTICE_WORDS[language]).sort();
    expect(keys('en')).toEqual(keys('fr'));
    expect(keys('de')).toEqual(keys('fr'));
    expect([NOTICE_WORDS.fr.title, NOTICE_WORDS.en.title, NOTICE_WORDS.de.title]).toEqual([
      'Mentions légales',
      'Legal notice',
      'Impressum',
    ]);
  });
});
