import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { type CredentialsForm, showWrongCredentials } from './login-form-fields';

const credentialsForm = () =>
  renderHook(() => useForm<CredentialsForm>({ defaultValues: { email: '', password: '' } })).result.current;

describe('showWrongCredentials', () => {
  it('says a 401 at the password field, in the API’s words', () => {
    const form = credentialsForm();
    const words =
      'The password is incorrect. An account created with Pro Santé Connect has no password: sign in with Pro Santé Connect.';
    expect(showWrongCredentials(new ApiError(401, 'auth_failed', words), form)).toBe(true);
    expect(form.getFieldState('password').error?.message).toBe(words);
  });

  it('falls back on the catalogue’s words when the 401 is not the login’s own answer', () => {
    for (const error of [new ApiError(401, 'auth_failed', ''), new ApiError(401, 'http_401', '<html>')]) {
      const form = credentialsForm();
      expect(showWrongCredentials(error, form)).toBe(true);
      expect(form.getFieldState('password').error?.message).toBe('error.auth_failed');
    }
  });

  it('leaves other failures to the caller', () => {
    const form = credentialsForm();
    expect(showWrongCredentials(new ApiError(500, 'internal', 'down'), form)).toBe(false);
    expect(showWrongCredentials(new TypeError('offline'), form)).toBe(false);
    expect(form.getFieldState('password').error).toBeUndefined();
  });
});
