import { QrCode } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/** The link's token, after `#` so that it never reaches a server's log. */
const tokenOfLink = () => window.location.hash.replace(/^#/, '');

/**
 * The one-time link's page (no session): an invited operator chooses a password and enrols TOTP
 * (a QR code scanned from a phone, the otpauth link an authenticator app opens, or the secret typed in), confirmed by a code; an
 * operator whose second factor was reset enrols again. The recovery codes are shown once.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const [token] = useState(tokenOfLink);
  const ids = { password: useId(), code: useId() };
  const link = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => callApi('POST /backoffice/invitations/lookup', { body: { token }, silent401: true }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accept = useMutation({
    mutationFn: (body: { password?: string; code: string }) =>
      callApi('POST /backoffice/invitations/accept', { body: { token, ...body }, silent401: true }),
  });
  const fields = accept.error instanceof ApiError ? accept.error.fields : {};

  if (token === '' || link.isError) {
    return (
      <main id="main">
        <h1>{t('invitation.title')}</h1>
        <p role="alert">{link.error instanceof ApiError ? link.error.message : t('invitation.noLink')}</p>
      </main>
    );
  }
  if (!link.data) return <p role="status">{t('loading')}</p>;
  const invitation = link.data.purpose === 'invitation';

  if (accept.data) {
    return (
      <main id="main">
        <h1>{t('invitation.doneTitle')}</h1>
        <p>{t('invitation.recoveryIntro')}</p>
        <ul aria-label={t('invitation.recoveryCodes')}>
          {accept.data.recovery_codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/cases">{t('invitation.signIn')}</Link>
        </p>
      </main>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    accept.mutate({
      ...(invitation ? { password: String(form.get('password') ?? '') } : {}),
      code: String(form.get('code') ?? ''),
    });
  };

  return (
    <main id="main">
      <h1>{invitation ? t('invitation.title') : t('invitation.resetTitle')}</h1>
      <p>
        {t('invitation.for', {
          name: link.data.name,
          email: link.data.email,
          role: t(`roles.${link.data.role}`),
          expires: formatDateTime(link.data.expires_at, i18n.language),
        })}
      </p>
      <form onSubmit={submit} noValidate>
        {invitation && (
          <>
            <label htmlFor={ids.password}>{t('invitation.password')}</label>
            <input
              id={ids.password}
              name="password"
              type="password"
              autoComplete="new-password"
              aria-invalid={fields.password ? true : undefined}
            />
            {fields.password && <p className="error">{fields.password}</p>}
          </>
        )}
        <h2>{t('invitation.totpTitle')}</h2>
        <p>{t('invitation.totpHelp')}</p>
        {/* The operator enrols the phone they carry: the code is read from this screen. */}
        <QrCode className="totp-qr" value={link.data.otpauth_url} alt={t('invitation.qrAlt')} size={180} />
        <p>
          <a href={link.data.otpauth_url}>{t('invitation.openApp')}</a>
        </p>
        <p>
          {t('invitation.secret')} <code>{link.data.totp_secret}</code>
        </p>
        <label htmlFor={ids.code}>{t('invitation.code')}</label>
        <input
          id={ids.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={fields.code ? true : undefined}
        />
        {fields.code && <p className="error">{fields.code}</p>}
        <button type="submit" disabled={accept.isPending}>
          {t('invitation.submit')}
        </button>
      </form>
      {accept.error && Object.keys(fields).length === 0 && (
        <p role="alert">{accept.error instanceof ApiError ? accept.error.message : t('errors.load')}</p>
      )}
    </main>
  );
}
