import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index';
import { createPasswordScorer } from '../password-scorer';
import {
  AccountCreateSchema,
  AccountUpdateSchema,
  accountCreateSchema,
  LoginSchema,
  ReconnectSchema,
} from './account';
import { fieldErrors } from './test-helpers';

const valid = {
  gender: 2,
  first_name: 'Camille',
  last_name: 'Martin',
  phone: '06 12 34 56 78',
  nationality: 'FR',
  email: 'camille.martin@example.fr',
  email_repeat: 'camille.martin@example.fr',
  password: 'Kx8#pLq2vR!m',
  password_repeat: 'Kx8#pLq2vR!m',
  registration_type: 'existing_company',
};

describe('AccountCreateSchema', () => {
  it('accepts a complete account', () => {
    const result = AccountCreateSchema.safeParse(valid);
    expect(fieldErrors(result)).toEqual({});
    expect(result.data?.voucher).toBeNull();
  });

  it('accepts both phone forms of the spec', () => {
    expect(AccountCreateSchema.safeParse({ ...valid, phone: '+33 6 12 34 56 78' }).success).toBe(true);
  });

  it('refuses a phone with dashes or letters, in the user language', () => {
    const errors = fieldErrors(AccountCreateSchema.safeParse({ ...valid, phone: '06-12-AB' }));
    expect(errors).toEqual({ phone: 'validation.phone_format' });
    expect(translate('en', errors.phone ?? '')).toBe('Telephone number format is incorrect');
  });

  it('requires everything, with the title message on gender', () => {
    expect(fieldErrors(AccountCreateSchema.safeParse({}))).toEqual({
      gender: 'validation.gender_required',
      first_name: 'validation.required',
      last_name: 'validation.required',
      phone: 'validation.required',
      email: 'validation.required',
      email_repeat: 'validation.required',
      password: 'validation.required',
      password_repeat: 'validation.required',
      registration_type: 'validation.required',
    });
    expect(fieldErrors(AccountCreateSchema.safeParse({ ...valid, first_name: '   ' }))).toEqual({
      first_name: 'validation.required',
    });
  });

  it('puts cross-field messages on the repeated field, even with other errors', () => {
    const errors = fieldErrors(
      AccountCreateSchema.safeParse({
        ...valid,
        phone: 'x',
        email_repeat: 'camille@example.fr',
        password_repeat: 'Kx8#pLq2vR!n',
      }),
    );
    expect(errors).toEqual({
      phone: 'validation.phone_format',
      email_repeat: 'validation.email_mismatch',
      password_repeat: 'validation.password_mismatch',
    });
  });

  it('refuses a bad e-mail and a weak password', () => {
    expect(
      fieldErrors(AccountCreateSchema.safeParse({ ...valid, email: 'camille@', email_repeat: 'camille@' })),
    ).toEqual({ email: 'validation.email_format' });
    for (const password of ['abc12', 'abcdefgh', '12345678']) {
      expect(
        fieldErrors(AccountCreateSchema.safeParse({ ...valid, password, password_repeat: password })),
        password,
      ).toEqual({ password: 'validation.password_weak' });
    }
  });

  it('refuses a common password once the scorer is given (score 0)', () => {
    const withScorer = accountCreateSchema({ scorePassword: createPasswordScorer().score });
    const common = { ...valid, password: 'password1', password_repeat: 'password1' };
    expect(AccountCreateSchema.safeParse(common).success).toBe(true);
    expect(fieldErrors(withScorer.safeParse(common))).toEqual({ password: 'validation.password_weak' });
    expect(withScorer.safeParse(valid).success).toBe(true);
  });

  it('normalises nationality and refuses unknown countries', () => {
    expect(AccountCreateSchema.parse({ ...valid, nationality: 'de' }).nationality).toBe('DE');
    expect(AccountCreateSchema.parse({ ...valid, nationality: undefined }).nationality).toBe('FR');
    expect(fieldErrors(AccountCreateSchema.safeParse({ ...valid, nationality: 'XX' }))).toEqual({
      nationality: 'validation.country_invalid',
    });
  });

  it('accepts a voucher and an optional sponsor e-mail', () => {
    const parsed = AccountCreateSchema.parse({ ...valid, voucher: 'PROMO', email_sponsor: '' });
    expect(parsed.voucher).toBe('PROMO');
    expect(parsed.email_sponsor).toBeNull();
    expect(fieldErrors(AccountCreateSchema.safeParse({ ...valid, email_sponsor: 'nope' }))).toEqual({
      email_sponsor: 'validation.email_format',
    });
  });
});

describe('an account tied to Pro Santé Connect at its creation', () => {
  const { password: _password, password_repeat: _repeat, ...withoutPassword } = valid;
  const ticket = { link_ticket: 'ticket-of-this-sign-in', practice_siret: '99000000100012' };

  it('needs no password with the sign-in ticket', () => {
    const parsed = AccountCreateSchema.safeParse({ ...withoutPassword, pro_sante_connect: ticket });
    expect(fieldErrors(parsed)).toEqual({});
    expect(parsed.data?.password).toBeUndefined();
    expect(
      fieldErrors(
        AccountCreateSchema.safeParse({
          ...withoutPassword,
          password: '',
          password_repeat: '',
          pro_sante_connect: ticket,
        }),
      ),
    ).toEqual({});
  });

  it('still requires the password and its confirmation without the ticket', () => {
    expect(fieldErrors(AccountCreateSchema.safeParse(withoutPassword))).toEqual({
      password: 'validation.required',
      password_repeat: 'validation.required',
    });
    expect(
      fieldErrors(AccountCreateSchema.safeParse({ ...withoutPassword, password: '', password_repeat: '' })),
    ).toEqual({ password: 'validation.required', password_repeat: 'validation.required' });
  });

  it('holds a password given with the ticket to the usual rules', () => {
    expect(
      fieldErrors(
        AccountCreateSchema.safeParse({
          ...withoutPassword,
          password: 'abcdefgh',
          pro_sante_connect: ticket,
        }),
      ),
    ).toEqual({ password: 'validation.password_weak', password_repeat: 'validation.required' });
    expect(
      fieldErrors(
        AccountCreateSchema.safeParse({
          ...valid,
          password_repeat: 'Kx8#pLq2vR!n',
          pro_sante_connect: ticket,
        }),
      ),
    ).toEqual({ password_repeat: 'validation.password_mismatch' });
  });

  it('refuses an empty ticket and a malformed practice SIRET', () => {
    expect(
      fieldErrors(
        AccountCreateSchema.safeParse({
          ...withoutPassword,
          pro_sante_connect: { link_ticket: '', practice_siret: '123' },
        }),
      ),
    ).toEqual({
      'pro_sante_connect.link_ticket': expect.any(String),
      'pro_sante_connect.practice_siret': 'validation.invalid',
    });
  });
});

describe('other account forms', () => {
  it('updates identity fields only', () => {
    const parsed = AccountUpdateSchema.parse({ ...valid });
    expect(Object.keys(parsed).sort()).toEqual(['first_name', 'gender', 'last_name', 'nationality', 'phone']);
    expect(fieldErrors(AccountUpdateSchema.safeParse({ ...valid, gender: 3 }))).toEqual({
      gender: 'validation.gender_required',
    });
  });

  it('logs in without validating the e-mail format, password required', () => {
    expect(LoginSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(true);
    expect(fieldErrors(ReconnectSchema.safeParse({ email: 'a@b.fr', password: '' }))).toEqual({
      password: 'validation.required',
    });
  });
});
