import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { type CredentialsForm, showWrongCredentials } from './login-form-fields';

const credentialsForm = () =>
  renderHook(() => useForm<CredentialsForm>({ defaultValues: { email: '', password: '' } })).result.current;

describe('showWrongCredentials', () => {
  it('says a 401 at the password field', () => {
    const form = credentialsForm();
    expect(showWrongCredentials(new ApiError(401, 'auth_failed', 'no'), form)).toBe(true);
    expect(form.getFieldState('password').error?.message).toBe('error.auth_failed');
  });

  it('leaves other failures to the caller', () => {
    const form = credentialsForm();
    expect(showWrongCredentials(new ApiError(500, 'internal', 'down'), form)).toBe(false);
    expect(showWrongCredentials(new TypeError('offline'), form)).toBe(false);
    expect(form.getFieldState('password').error).toBeUndefined();
  });
});
