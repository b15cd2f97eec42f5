import { CompanyMandateSchema, RepresentativeSignupSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { serverErrorPaths } from '../../shared/forms/server-error-paths';
import { mandateFormValues, mandatePayload } from './mandate-form-values';
import { personFormValues, personPayload } from './person-form-values';
import { mandate, person } from './test-entries';

// The fields the form hook shows a 422 at: the form's values the domain schema checks.
const PERSON_FORM_FIELDS = serverErrorPaths(personFormValues(null), RepresentativeSignupSchema);
const MANDATE_FORM_FIELDS = serverErrorPaths(mandateFormValues(null, null), CompanyMandateSchema);

describe('person and mandate forms', () => {
  it('show a 422 at every field the domain checks, nested groups by path, never at a label kept beside a code', () => {
    expect(PERSON_FORM_FIELDS).toHaveLength(28);
    expect(PERSON_FORM_FIELDS).toEqual(
      expect.arrayContaining([
        'gender',
        'birth_address.zip',
        'address.details',
        'is_pep',
        'foreign_tax_country',
        'professional_number',
      ]),
    );
    expect(MANDATE_FORM_FIELDS).toHaveLength(19);
    expect(MANDATE_FORM_FIELDS).toEqual(
      expect.arrayContaining(['name', 'address.street', 'shareholders_value']),
    );
    expect(MANDATE_FORM_FIELDS).not.toContain('naf_activity_code_label');
  });

  it('prefill a holder of shares as a shareholder and leave unanswered questions open', () => {
    const values = personFormValues(person({ shareholders_value: 1200, is_shareholder: null, is_pep: null }));
    expect(values).toMatchObject({ is_shareholder: true, shareholders_value: '1200', is_pep: null });
    expect(personFormValues(null)).toMatchObject({
      is_shareholder: null,
      shareholders_value: '',
      nationality: 'FR',
    });
  });

  it('send 0 shares on a no, the typed count on a yes, and leave unanswered questions out', () => {
    const values = personFormValues(person({ is_pep: null }));
    expect(
      personPayload({ ...values, is_shareholder: false }, { isUser: false, journey: 'signup' }),
    ).toMatchObject({
      shareholders_value: 0,
      is_pep: undefined,
    });
    expect(
      mandatePayload({ ...mandateFormValues(mandate(), null), shareholders_value: '1 500' })
        .shareholders_value,
    ).toBe(1500);
    expect(
      mandatePayload({ ...mandateFormValues(mandate(), null), is_shareholder: null }).shareholders_value,
    ).toBe(0);
  });

  it('send the e-mail and marital situation in enrollment, and keep them out of signup', () => {
    const values = { ...personFormValues(null), email: ' ana@example.org ', marital_situation_id: '4' };
    expect(personPayload(values, { isUser: false, journey: 'enrollment' })).toMatchObject({
      email: 'ana@example.org',
      marital_situation_id: 4,
    });
    const signup = personPayload(values, { isUser: false, journey: 'signup' });
    expect(signup).not.toHaveProperty('email');
    expect(signup).not.toHaveProperty('marital_situation_id');
    expect(
      personPayload({ ...values, marital_situation_id: '' }, { isUser: false, journey: 'enrollment' })
        .marital_situation_id,
    ).toBeUndefined();
  });
});
