import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index';
import { companyMandateSchema } from './company-mandate';
import { fieldErrors } from './test-helpers';

const mandate = {
  name: 'Holding Santé',
  legal_form: 'SAS',
  siret: '88087814500015',
  address: { street: '3 place Bellecour', zip: '69002', city: 'Lyon' },
  is_mandatary: false,
  is_shareholder: true,
  shareholders_value: 2000,
  is_fatca: false,
};
const schema = (remainingShares: number, ownShares = 0) =>
  companyMandateSchema({ journey: 'enrollment', remainingShares, ownShares });

describe('company mandate', () => {
  it('accepts a shareholder company within the available shares', () => {
    expect(fieldErrors(schema(2000).safeParse(mandate))).toEqual({});
  });

  it('refuses more shares than available', () => {
    const errors = fieldErrors(schema(1999).safeParse(mandate));
    expect(errors).toEqual({ shareholders_value: 'validation.shares_invalid' });
    expect(translate('fr', errors.shareholders_value ?? '')).toBe("Le nombre d'actions est incorrect\u202f!");
    expect(schema(1000, 1000).safeParse(mandate).success).toBe(true);
  });

  it('requires a title for a mandatary company', () => {
    expect(fieldErrors(schema(5000).safeParse({ ...mandate, is_mandatary: true }))).toEqual({
      title_code: 'validation.position_required',
    });
    expect(schema(5000).safeParse({ ...mandate, is_mandatary: true, title_code: 'PRE' }).success).toBe(true);
  });

  it('refuses the forms hidden for shareholder companies', () => {
    for (const legalForm of ['CSE', 'AE', 'EI', 'EIRL']) {
      expect(fieldErrors(schema(5000).safeParse({ ...mandate, legal_form: legalForm }))).toEqual({
        legal_form: 'validation.invalid_choice',
      });
    }
  });

  it('requires the yes/no answers and a valid SIRET', () => {
    expect(
      fieldErrors(schema(5000).safeParse({ ...mandate, is_shareholder: undefined, siret: '1234' })),
    ).toEqual({
      siret: 'validation.siret_invalid',
      is_shareholder: 'validation.yes_no_required',
    });
  });
});
