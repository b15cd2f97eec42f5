import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index';
import { RepresentativeSignupSchema, representativeSchema } from './representative';
import { fieldErrors } from './test-helpers';

const person = {
  gender: 1,
  first_name: 'Paul',
  last_name: 'Durand',
  nationality: 'FR',
  birth_date: '1975-04-12',
  birth_address: { city: 'Lyon', country: 'FR', zip: '69001' },
  is_mandatary: true,
  title_code: 'GER',
  is_beneficial_owner: true,
  is_pep: false,
  is_fatca: false,
  has_foreign_tax_country: false,
};
const enrollmentPerson = {
  ...person,
  email: 'paul.durand@example.fr',
  marital_situation_id: 2,
  is_shareholder: true,
  shareholders_value: 1250,
};
const enrollment = (remainingShares: number, ownShares = 0) =>
  representativeSchema({
    journey: 'enrollment',
    isUser: false,
    remainingShares,
    ownShares,
    totalShares: 5000,
  });

describe('representative (signup)', () => {
  it('accepts a legal representative', () => {
    expect(fieldErrors(RepresentativeSignupSchema.safeParse(person))).toEqual({});
  });

  it('requires identity, birth and yes/no answers', () => {
    expect(fieldErrors(RepresentativeSignupSchema.safeParse({ birth_address: { country: 'FR' } }))).toEqual({
      gender: 'validation.gender_required',
      first_name: 'validation.required',
      last_name: 'validation.required',
      birth_date: 'validation.required',
      'birth_address.city': 'validation.required',
      'birth_address.zip': 'validation.required',
      is_mandatary: 'validation.yes_no_required',
      is_beneficial_owner: 'validation.yes_no_required',
      is_pep: 'validation.yes_no_required',
      is_fatca: 'validation.yes_no_required',
      has_foreign_tax_country: 'validation.yes_no_required',
    });
  });

  it('checks birth date (YYYY-MM-DD on the wire, before today) and birth postcode', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(fieldErrors(RepresentativeSignupSchema.safeParse({ ...person, birth_date: tomorrow }))).toEqual({
      birth_date: 'validation.birth_date_future',
    });
    expect(
      fieldErrors(RepresentativeSignupSchema.safeParse({ ...person, birth_date: '12/04/1975' })),
    ).toEqual({
      birth_date: 'validation.birth_date_format',
    });
    expect(
      fieldErrors(
        RepresentativeSignupSchema.safeParse({
          ...person,
          birth_address: { ...person.birth_address, zip: '690' },
        }),
      ),
    ).toEqual({ 'birth_address.zip': 'validation.postcode_format' });
    // Born abroad: no French postcode.
    expect(
      RepresentativeSignupSchema.safeParse({ ...person, birth_address: { city: 'Bruxelles', country: 'BE' } })
        .success,
    ).toBe(true);
  });

  it('reads DD/MM/YYYY in the web form variant', () => {
    const form = representativeSchema({
      journey: 'signup',
      isUser: false,
      remainingShares: 0,
      ownShares: 0,
      birthDateFormat: 'input',
    });
    expect(form.safeParse({ ...person, birth_date: '12/04/1975' }).success).toBe(true);
    expect(fieldErrors(form.safeParse({ ...person, birth_date: '31/02/1975' }))).toEqual({
      birth_date: 'validation.birth_date_format',
    });
  });

  it('requires a title for a legal representative and a tax country when abroad', () => {
    expect(
      fieldErrors(
        RepresentativeSignupSchema.safeParse({ ...person, title_code: null, has_foreign_tax_country: true }),
      ),
    ).toEqual({
      title_code: 'validation.position_required',
      foreign_tax_country: 'validation.foreign_tax_country_required',
    });
    expect(
      RepresentativeSignupSchema.safeParse({ ...person, is_mandatary: false, title_code: null }).success,
    ).toBe(true);
  });

  it('refuses a number of shares above what the bank stores', () => {
    expect(
      fieldErrors(RepresentativeSignupSchema.safeParse({ ...person, shareholders_value: 3_000_000_000 })),
    ).toEqual({ shareholders_value: 'validation.shares_invalid' });
    expect(
      fieldErrors(RepresentativeSignupSchema.safeParse({ ...person, shareholders_value: '2147483647' })),
    ).toEqual({});
  });

  it("asks the account user's own address", () => {
    const user = representativeSchema({ journey: 'signup', isUser: true, remainingShares: 0, ownShares: 0 });
    expect(fieldErrors(user.safeParse(person))).toEqual({ address: 'validation.required' });
    expect(
      user.safeParse({ ...person, address: { street: '1 rue', zip: '69001', city: 'Lyon' } }).success,
    ).toBe(true);
  });
});

describe('representative (enrollment)', () => {
  it('accepts a shareholder within the remaining shares', () => {
    expect(fieldErrors(enrollment(1250).safeParse(enrollmentPerson))).toEqual({});
  });

  it('requires e-mail, marital status and the shareholder answer', () => {
    const { email, marital_situation_id, is_shareholder, ...rest } = enrollmentPerson;
    expect(fieldErrors(enrollment(5000).safeParse(rest))).toEqual({
      email: 'validation.required',
      marital_situation_id: 'validation.marital_status_required',
      is_shareholder: 'validation.yes_no_required',
    });
  });

  it('refuses shares above remaining + own with the spec message', () => {
    const errors = fieldErrors(enrollment(1000).safeParse(enrollmentPerson));
    expect(errors).toEqual({ shareholders_value: 'validation.shares_invalid' });
    expect(translate('fr', errors.shareholders_value ?? '')).toBe("Le nombre d'actions est incorrect\u202f!");
    // Editing the same person: their own 250 shares count as available.
    expect(enrollment(1000, 250).safeParse(enrollmentPerson).success).toBe(true);
    expect(fieldErrors(enrollment(5000).safeParse({ ...enrollmentPerson, shareholders_value: -1 }))).toEqual({
      shareholders_value: 'validation.shares_invalid',
    });
    expect(
      fieldErrors(enrollment(5000).safeParse({ ...enrollmentPerson, shareholders_value: null })),
    ).toEqual({
      shareholders_value: 'validation.shares_invalid',
    });
  });

  it('asks the beneficial-owner question only at 25 % or less', () => {
    const { is_beneficial_owner, ...rest } = enrollmentPerson;
    expect(fieldErrors(enrollment(5000).safeParse(rest))).toEqual({
      is_beneficial_owner: 'validation.yes_no_required',
    });
    expect(enrollment(5000).safeParse({ ...rest, shareholders_value: 1251 }).success).toBe(true);
  });

  it('ignores shares when the person is not a shareholder', () => {
    expect(
      enrollment(0).safeParse({ ...enrollmentPerson, is_shareholder: false, shareholders_value: 999 })
        .success,
    ).toBe(true);
  });
});
