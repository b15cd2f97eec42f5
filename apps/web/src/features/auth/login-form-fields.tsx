import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/ui/text-input';

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
