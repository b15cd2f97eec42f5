import type { UseFormReturn } from 'react-hook-form';
import { TextInput } from '../../components/ui/text-input';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';

export interface CredentialsForm {
  email: string;
  password: string;
}

/** E-mail and password fields shared by the login and reconnect modals. */
export function CredentialsFields({
  form,
  idPrefix,
  emailLocked = false,
}: {
  form: UseFormReturn<CredentialsForm>;
  idPrefix: string;
  emailLocked?: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        id={`${idPrefix}-email`}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        readOnly={emailLocked}
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
    </>
  );
}

/**
 * A 401 means the e-mail or the password is wrong: said at the password field, in the API's words
 * (they name Pro Santé Connect, whose accounts have no password, when the bank offers it). True when so.
 */
export function showWrongCredentials(error: unknown, form: UseFormReturn<CredentialsForm>): boolean {
  if (!(error instanceof ApiError && error.status === 401)) return false;
  const apiWords = error.code === 'auth_failed' && error.message !== '';
  form.setError('password', { message: apiWords ? error.message : 'error.auth_failed' });
  return true;
}
