import { type OperatorSignIn, OperatorSignInSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

/** E-mail, password and the second factor (authenticator code or a recovery code), in one form. */
export function SignInScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<OperatorSignIn>({
    resolver: zodResolver(OperatorSignInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      session.signedIn(await callApi('POST /backoffice/session', { body: values, silent401: true }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.network'));
      form.setValue('code', '');
    }
  });

  return (
    <main id="main" className="sign-in">
      <h1>{t('signIn.title')}</h1>
      {session.notice && <p role="status">{session.notice}</p>}
      <form onSubmit={submit} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
        {error && (
          <p id="sign-in-error" role="alert" className="error">
            {error}
          </p>
        )}
        <label htmlFor="email">{t('signIn.email')}</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          {...form.register('email')}
          aria-invalid={!!errors.email}
        />
        {errors.email && <span className="field-error">{t('signIn.required')}</span>}
        <label htmlFor="password">{t('signIn.password')}</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          aria-invalid={!!errors.password}
        />
        {errors.password && <span className="field-error">{t('signIn.required')}</span>}
        <label htmlFor="code">{t('signIn.code')}</label>
        <input
          id="code"
          inputMode="text"
          autoComplete="one-time-code"
          aria-describedby="code-hint"
          {...form.register('code')}
          aria-invalid={!!errors.code}
        />
        <span id="code-hint" className="hint">
          {t('signIn.codeHint')}
        </span>
        {errors.code && <span className="field-error">{t('signIn.required')}</span>}
        <button type="submit" disabled={isSubmitting}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
