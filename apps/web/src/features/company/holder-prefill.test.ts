import type { PersonReply } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPscSignIn, pscProfessionalNumber } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { firstSignIn } from '../../shared/pro-sante-connect/psc-test-fixtures';
import { holderFormValues } from './company-form-values';

describe("the sole trader's professional number after Pro Santé Connect", () => {
  afterEach(() => window.sessionStorage.clear());

  it('is the RPPS the federation vouched for, not typed again', () => {
    keepPscSignIn(firstSignIn, 'signup');
    expect(pscProfessionalNumber()).toBe('19900000001');
    expect(holderFormValues(null, { professionalNumber: pscProfessionalNumber() }).professional_number).toBe(
      '19900000001',
    );
  });

  it('is typed by hand without a sign-in', () => {
    expect(pscProfessionalNumber()).toBeNull();
    expect(holderFormValues(null, { professionalNumber: pscProfessionalNumber() }).professional_number).toBe(
      '',
    );
  });

  it('stays the one saved with the business when there is one', () => {
    const saved = { professional_number: '10000000007' } as PersonReply;
    expect(holderFormValues(saved, { professionalNumber: '19900000001' }).professional_number).toBe(
      '10000000007',
    );
  });
});
