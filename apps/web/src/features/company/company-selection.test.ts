import { describe, expect, it } from 'vitest';
import {
  type SelectableResult as CompanySearchResult,
  establishmentsStep,
  selectionStep,
} from './company-selection';

const result = (change: Partial<CompanySearchResult>): CompanySearchResult => ({
  socialReason: 'SCM CABINET MÉDICAL',
  siren: '300523727',
  siret: '30052372700018',
  ape: '86.21Z',
  apeText: 'Activité des médecins généralistes',
  postalCode: '69310',
  city: 'OULLINS',
  address: '120 AVENUE DES CHAMPS ELYSEES',
  legalFormCode: 'SCM',
  legalForm: 'Société civile de moyens',
  ...change,
});

const establishment = (siret: string) => ({
  brand: null,
  siret,
  address: null,
  postalCode: null,
  city: null,
});

describe('selecting a search result', () => {
  it('one establishment: SIRET lookup at once', () => {
    expect(selectionStep(result({ establishmentCount: 1 }))).toEqual({
      kind: 'lookup',
      siret: '30052372700018',
    });
  });

  it('several establishments: headquarter choice', () => {
    expect(selectionStep(result({ establishmentCount: 3 }))).toEqual({ kind: 'headquarter' });
  });

  it('establishments unknown: load them by SIREN, then decide', () => {
    expect(selectionStep(result({ establishmentCount: undefined }))).toEqual({
      kind: 'load-establishments',
      siren: '300523727',
    });
    expect(selectionStep(result({ establishmentCount: 0 }))).toEqual({
      kind: 'load-establishments',
      siren: '300523727',
    });
    expect(establishmentsStep([establishment('30052372700018')])).toEqual({
      kind: 'lookup',
      siret: '30052372700018',
    });
    expect(establishmentsStep([establishment('30052372700018'), establishment('30052372700026')])).toEqual({
      kind: 'headquarter',
    });
    expect(establishmentsStep([])).toEqual({ kind: 'manual' });
  });
});
