import { describe, expect, it } from 'vitest';
import { MAX_SHARE_COUNT } from '../constants/limits';
import { AddressSchema, addressSchema } from './address';
import { CompanyEnrollmentSchema, CompanySignupSchema, companySchema } from './company';
import { fieldErrors } from './test-helpers';

const address = { street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' };
const signup = {
  name: 'Cabinet médical des Lilas',
  legal_form: 'SELARL',
  siret: '880 878 145 00015',
  naf_activity_code: '86.21Z',
  address,
  same_activity_address: true,
  phone: '01 23 45 67 89',
  capital_amount: '1 000',
  number_of_actions: '1000',
  is_active_non_financial_entity: true,
  is_fatca: false,
  has_foreign_tax_country: false,
};
/** A general practitioner in her own name: her due diligence on the business form. */
const holder = {
  nationality: 'FR',
  birth_date: '1984-07-02',
  birth_address: { city: 'Angoulême', country: 'FR', zip: '16000' },
  home_is_practice: true,
  is_pep: false,
  is_fatca: false,
  has_foreign_tax_country: false,
  professional_number: '19000000018',
};
const soleTrader = {
  name: 'LE GOFF SOPHIE',
  legal_form: 'EI',
  siret: '301 580 155 00010',
  naf_activity_code: '86.21Z',
  address,
  phone: '01 64 00 00 00',
  holder,
};
const enrollment = {
  ...signup,
  siret: undefined,
  naf_activity_code: undefined,
  legal_form: 'SAS',
  capital_amount: '10 000',
  number_of_actions: '5000',
  up_capital_amount: '5000,50',
};

describe('AddressSchema', () => {
  it('defaults the country to FR and needs 5 digits in France', () => {
    expect(AddressSchema.parse({ street: 'a', zip: '75002', city: 'Paris' }).country).toBe('FR');
    expect(fieldErrors(AddressSchema.safeParse({ ...address, zip: '7500' }))).toEqual({
      zip: 'validation.postcode_format',
    });
    expect(fieldErrors(AddressSchema.safeParse({ ...address, zip: '75A02' }))).toEqual({
      zip: 'validation.postcode_digits',
    });
  });

  it('accepts other lengths abroad unless strict', () => {
    expect(AddressSchema.safeParse({ ...address, country: 'BE', zip: '1000' }).success).toBe(true);
    expect(
      addressSchema({ strictPostcode: true }).safeParse({ ...address, country: 'BE', zip: '1000' }).success,
    ).toBe(false);
  });

  it('requires street, city and postcode', () => {
    expect(fieldErrors(AddressSchema.safeParse({}))).toEqual({
      street: 'validation.required',
      zip: 'validation.required',
      city: 'validation.required',
    });
  });
});

describe('CompanySignupSchema', () => {
  it('accepts an existing company and keeps the SIRET without spaces', () => {
    const result = CompanySignupSchema.safeParse(signup);
    expect(fieldErrors(result)).toEqual({});
    expect(result.data?.siret).toBe('88087814500015');
    expect(result.data?.legal_form).toBe('SELARL');
  });

  it('reads the legal form from the object the API returns', () => {
    const parsed = CompanySignupSchema.parse({
      ...signup,
      legal_form: { code: 'SAS', abbreviation: 'SAS', label: 'x' },
    });
    expect(parsed.legal_form).toBe('SAS');
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, legal_form: 'LTD' }))).toEqual({
      legal_form: 'validation.legal_form_required',
    });
  });

  it('requires a valid SIRET and a NAF code for an existing business', () => {
    expect(
      fieldErrors(CompanySignupSchema.safeParse({ ...signup, siret: '', naf_activity_code: '' })),
    ).toEqual({
      siret: 'validation.required',
      naf_activity_code: 'validation.naf_required',
    });
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, siret: '88087814500016' }))).toEqual({
      siret: 'validation.siret_invalid',
    });
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, siret: '880-878' }))).toEqual({
      siret: 'validation.siret_format',
    });
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, naf_activity_code: 'médecin' }))).toEqual({
      naf_activity_code: 'validation.naf_invalid',
    });
  });

  it('makes the SIRET optional for CSE and associations, and asks an RNA of associations', () => {
    expect(CompanySignupSchema.safeParse({ ...signup, legal_form: 'CSE', siret: null }).success).toBe(true);
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, legal_form: 'ASS', siret: null }))).toEqual(
      {
        rna: 'validation.rna_required',
      },
    );
    const association = CompanySignupSchema.safeParse({
      ...signup,
      legal_form: 'ASS',
      siret: null,
      rna: 'w751234567',
    });
    expect(association.data?.rna).toBe('W751234567');
    expect(
      fieldErrors(CompanySignupSchema.safeParse({ ...signup, legal_form: 'ASS', rna: 'W7512' })),
    ).toEqual({
      rna: 'validation.rna_format',
    });
  });

  it('asks a foreign company for its registration number instead of a SIRET', () => {
    const foreign = { ...signup, legal_form: 'SENIRCS', siret: null };
    expect(fieldErrors(CompanySignupSchema.safeParse(foreign))).toEqual({
      company_number: 'validation.company_number_required',
    });
    expect(CompanySignupSchema.safeParse({ ...foreign, company_number: 'HRB 12345' }).success).toBe(true);
  });

  it('requires the foreign registration number in both registration types, at most 50 characters', () => {
    const foreignSignup = { ...signup, legal_form: 'SENIRCS', siret: null };
    const foreignEnrollment = { ...enrollment, legal_form: 'SENIRCS' };
    for (const [schema, company] of [
      [CompanySignupSchema, foreignSignup],
      [CompanyEnrollmentSchema, foreignEnrollment],
    ] as const) {
      expect(fieldErrors(schema.safeParse({ ...company, company_number: '   ' }))).toEqual({
        company_number: 'validation.company_number_required',
      });
      expect(fieldErrors(schema.safeParse({ ...company, company_number: 'X'.repeat(51) }))).toEqual({
        company_number: 'validation.too_long',
      });
      const accepted = schema.safeParse({ ...company, company_number: ' HRB 12345 ' });
      expect(fieldErrors(accepted)).toEqual({});
      expect(accepted.data?.company_number).toBe('HRB 12345');
    }
    // A French company is not asked for it.
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, company_number: null }))).toEqual({});
  });

  it('needs exactly 5 digits in the postcode of an existing business', () => {
    expect(
      fieldErrors(
        CompanySignupSchema.safeParse({ ...signup, address: { ...address, country: 'BE', zip: '1000' } }),
      ),
    ).toEqual({ 'address.zip': 'validation.postcode_format' });
  });

  it('requires the yes/no answers, the activity address when different and the tax country', () => {
    const { same_activity_address, is_fatca, ...rest } = signup;
    expect(fieldErrors(CompanySignupSchema.safeParse(rest))).toEqual({
      same_activity_address: 'validation.yes_no_required',
      is_fatca: 'validation.yes_no_required',
    });
    expect(
      fieldErrors(
        CompanySignupSchema.safeParse({
          ...signup,
          same_activity_address: false,
          has_foreign_tax_country: true,
        }),
      ),
    ).toEqual({
      activity_address: 'validation.required',
      foreign_tax_country: 'validation.foreign_tax_country_required',
    });
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, phone: '01-23' }))).toEqual({
      phone: 'validation.phone_format',
    });
  });

  it('asks an operating company its capital and number of shares, not the paid-up part', () => {
    expect(
      fieldErrors(CompanySignupSchema.safeParse({ ...signup, capital_amount: null, number_of_actions: '' })),
    ).toEqual({ capital_amount: 'validation.required', number_of_actions: 'validation.required' });
    expect(fieldErrors(CompanySignupSchema.safeParse({ ...signup, number_of_actions: '0' }))).toEqual({
      number_of_actions: 'validation.number_of_actions_min',
    });
    // Associations, works councils and sole traders have no share capital.
    const association = { ...signup, legal_form: 'ASS', siret: null, rna: 'W751234567' };
    expect(
      fieldErrors(
        CompanySignupSchema.safeParse({ ...association, capital_amount: null, number_of_actions: null }),
      ),
    ).toEqual({});
  });
});

describe('a sole trader on the business form', () => {
  it("takes the person's own due diligence instead of the company's tax questions", () => {
    const result = CompanySignupSchema.safeParse(soleTrader);
    expect(fieldErrors(result)).toEqual({});
    expect(result.data?.holder?.professional_number).toBe('19000000018');
    // An EIRL and an auto-entrepreneur are sole traders too.
    for (const legalForm of ['AE', 'EIRL']) {
      expect(fieldErrors(CompanySignupSchema.safeParse({ ...soleTrader, legal_form: legalForm }))).toEqual(
        {},
      );
    }
  });

  it('requires the due diligence, refuses it when invalid, and the home address unless at the practice', () => {
    const { holder: _, ...withoutHolder } = soleTrader;
    expect(fieldErrors(CompanySignupSchema.safeParse(withoutHolder))).toEqual({
      holder: 'validation.required',
    });
    expect(
      fieldErrors(
        CompanySignupSchema.safeParse({
          ...soleTrader,
          holder: {
            nationality: 'FR',
            birth_address: { city: '', country: 'FR', zip: '160' },
            home_is_practice: false,
            is_pep: true,
            is_fatca: true,
            us_tin: '12',
            professional_number: '19000000019',
          },
        }),
      ),
    ).toEqual({
      'holder.birth_date': 'validation.required',
      'holder.birth_address.city': 'validation.required',
      'holder.birth_address.zip': 'validation.postcode_format',
      'holder.has_foreign_tax_country': 'validation.yes_no_required',
      'holder.pep_function': 'validation.pep_function_required',
      'holder.pep_country': 'validation.pep_country_required',
      'holder.us_tin': 'validation.us_tin_format',
      'holder.professional_number': 'validation.professional_number_key',
      'holder.address': 'validation.required',
    });
    expect(
      fieldErrors(
        CompanySignupSchema.safeParse({ ...soleTrader, holder: { ...holder, professional_number: null } }),
      ),
    ).toEqual({ 'holder.professional_number': 'validation.professional_number_required' });
  });

  it('types the birth date as the form does', () => {
    expect(
      companySchema({ journey: 'signup', birthDateFormat: 'input' }).safeParse({
        ...soleTrader,
        holder: { ...holder, birth_date: '02/07/1984' },
      }).success,
    ).toBe(true);
  });
});

describe('CompanyEnrollmentSchema', () => {
  it('accepts a company being created, amounts normalised', () => {
    const result = CompanyEnrollmentSchema.safeParse(enrollment);
    expect(fieldErrors(result)).toEqual({});
    expect(result.data?.capital_amount).toBe('10000');
    expect(result.data?.up_capital_amount).toBe('5000.50');
  });

  it('requires capital and number of shares, at least 1 share', () => {
    expect(
      fieldErrors(
        CompanyEnrollmentSchema.safeParse({
          ...enrollment,
          capital_amount: '',
          number_of_actions: undefined,
        }),
      ),
    ).toEqual({ capital_amount: 'validation.required', number_of_actions: 'validation.required' });
    expect(fieldErrors(CompanyEnrollmentSchema.safeParse({ ...enrollment, number_of_actions: '0' }))).toEqual(
      {
        number_of_actions: 'validation.number_of_actions_min',
      },
    );
    expect(
      fieldErrors(CompanyEnrollmentSchema.safeParse({ ...enrollment, capital_amount: '10 000,555' })),
    ).toEqual({
      capital_amount: 'validation.amount_format',
    });
  });

  it('bounds the number of shares and the amounts to what the bank stores', () => {
    expect(
      fieldErrors(
        CompanyEnrollmentSchema.safeParse({
          ...enrollment,
          number_of_actions: '3000000000',
          capital_amount: '1 000 000 000 000',
          up_capital_amount: '1000',
          forecast_turnover: 1e15,
        }),
      ),
    ).toEqual({
      number_of_actions: 'validation.number_of_actions_max',
      capital_amount: 'validation.amount_too_large',
      forecast_turnover: 'validation.amount_too_large',
    });
    const atTheBounds = CompanyEnrollmentSchema.safeParse({
      ...enrollment,
      number_of_actions: String(MAX_SHARE_COUNT),
      capital_amount: '999\u202f999\u202f999\u202f999,99',
      up_capital_amount: '999999999999.99',
    });
    expect(fieldErrors(atTheBounds)).toEqual({});
    expect(atTheBounds.data?.number_of_actions).toBe('2147483647');
    // A signup company's number of shares is bounded the same way.
    expect(
      fieldErrors(CompanySignupSchema.safeParse({ ...signup, number_of_actions: '2147483648' })),
    ).toEqual({
      number_of_actions: 'validation.number_of_actions_max',
    });
  });

  it('requires the paid-up capital unless fully paid, and never above capital', () => {
    expect(
      fieldErrors(CompanyEnrollmentSchema.safeParse({ ...enrollment, up_capital_amount: null })),
    ).toEqual({
      up_capital_amount: 'validation.up_capital_required',
    });
    expect(
      CompanyEnrollmentSchema.safeParse({ ...enrollment, up_capital_amount: null, capital_fully_paid: true })
        .success,
    ).toBe(true);
    expect(
      fieldErrors(CompanyEnrollmentSchema.safeParse({ ...enrollment, up_capital_amount: '10000,01' })),
    ).toEqual({
      up_capital_amount: 'validation.up_capital_exceeds_capital',
    });
  });

  it('does not ask capital of AE, EI and AS, nor SIRET and NAF in enrollment', () => {
    const noCapital = {
      ...enrollment,
      capital_amount: null,
      number_of_actions: null,
      up_capital_amount: null,
    };
    expect(
      companySchema({ journey: 'enrollment' }).safeParse({ ...noCapital, legal_form: 'AS' }).success,
    ).toBe(true);
    expect(
      companySchema({ journey: 'enrollment' }).safeParse({ ...noCapital, legal_form: 'EI', holder }).success,
    ).toBe(true);
    expect(
      fieldErrors(CompanyEnrollmentSchema.safeParse({ ...noCapital, legal_form: 'SAS' })),
    ).toHaveProperty('capital_amount');
  });
});
