import { describe, expect, it } from 'vitest';
import { ClientStatusSchema, clientStatusFromAnswer } from './client-status';
import { CookiePreferencesSchema } from './cookie-preferences';
import { amountSchema, birthDateInputSchema, emailSchema, phoneSchema } from './fields';
import {
  CompanySearchQuerySchema,
  ContactSchema,
  MobileReminderSchema,
  ScaValidateSchema,
  TermsAcceptanceSchema,
  VerificationCodeSchema,
  VoucherCheckSchema,
} from './forms';
import { fieldErrors } from './test-helpers';

describe('field schemas', () => {
  it('phone', () => {
    expect(phoneSchema.safeParse('06 12 34 56 78').success).toBe(true);
    expect(phoneSchema.safeParse('+33 6 12 34 56 78').success).toBe(true);
    expect(phoneSchema.safeParse('06-12-AB').error?.issues[0]?.message).toBe('validation.phone_format');
  });

  it('email', () => {
    expect(emailSchema.parse('  a.b@example.fr ')).toBe('a.b@example.fr');
    expect(emailSchema.safeParse('a.b@').error?.issues[0]?.message).toBe('validation.email_format');
  });

  it('amount: digits or two decimals, comma accepted', () => {
    expect(amountSchema.parse('1 234,5')).toBe('1234.5');
    expect(amountSchema.parse(12)).toBe('12');
    expect(amountSchema.safeParse('1,234').error?.issues[0]?.message).toBe('validation.amount_format');
    expect(amountSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('birth date as typed: DD/MM/YYYY, before today', () => {
    expect(birthDateInputSchema.safeParse('12/04/1975').success).toBe(true);
    expect(birthDateInputSchema.safeParse('1975-04-12').error?.issues[0]?.message).toBe(
      'validation.birth_date_format',
    );
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
    expect(birthDateInputSchema.safeParse(today).error?.issues[0]?.message).toBe(
      'validation.birth_date_future',
    );
  });
});

describe('small forms', () => {
  it('mobile reminder: every field required, size from the list', () => {
    expect(fieldErrors(MobileReminderSchema.safeParse({}))).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      company_name: 'validation.required',
      company_size: 'validation.required',
    });
    const valid = {
      first_name: 'Léa',
      last_name: 'Bernard',
      email: 'lea@example.fr',
      phone: '06 12 34 56 78',
      company_name: 'Cabinet Bernard',
      company_size: '1-10',
    };
    expect(MobileReminderSchema.safeParse(valid).success).toBe(true);
    expect(MobileReminderSchema.safeParse({ ...valid, company_size: '1000+' }).success).toBe(false);
    expect(fieldErrors(MobileReminderSchema.safeParse({ ...valid, phone: 'abc' }))).toEqual({
      phone: 'validation.phone_format',
    });
  });

  it('contact: valid e-mail, subject and message', () => {
    expect(fieldErrors(ContactSchema.safeParse({ email: 'x', subject: '', message: 'Bonjour' }))).toEqual({
      email: 'validation.email_format',
      subject: 'validation.required',
    });
  });

  it('verification code: six digits', () => {
    expect(VerificationCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '123 456']) {
      expect(fieldErrors(VerificationCodeSchema.safeParse({ code }))).toEqual({
        code: 'validation.code_format',
      });
    }
    expect(ScaValidateSchema.safeParse({ challenge_id: 'c1' }).success).toBe(true);
  });

  it('voucher, search query, terms and cookies', () => {
    expect(fieldErrors(VoucherCheckSchema.safeParse({ code: '' }))).toEqual({ code: 'validation.required' });
    expect(fieldErrors(CompanySearchQuerySchema.safeParse({ query: '  ' }))).toEqual({
      query: 'validation.query_required',
    });
    expect(
      fieldErrors(TermsAcceptanceSchema.safeParse({ terms: true, deposit_guarantee: false, consent: true })),
    ).toEqual({ deposit_guarantee: 'validation.terms_required' });
    expect(CookiePreferencesSchema.parse({ analytics: false })).toEqual({
      functional: true,
      analytics: false,
    });
  });
});

describe('client status', () => {
  it('is active when the company is an active non-financial entity', () => {
    expect(clientStatusFromAnswer(true)).toEqual({
      crs: 'ActiveNonFinancialEntity',
      crs_subtype: null,
      crs_sub_type: 'PassiveLower',
      giin: null,
      is_owner_invest_entity: false,
      registration_place: null,
    });
    const passive = clientStatusFromAnswer(false);
    expect(passive.crs).toBe('PassiveNonFinancialEntity');
    expect(passive.crs_sub_type).toBeNull();
    expect(ClientStatusSchema.safeParse(passive).success).toBe(true);
  });
});
