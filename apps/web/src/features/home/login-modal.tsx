import { LoginSchema } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';
import { getProgress } from '../../lib/progress-store';
import { listedOpenings, loginRequest, storeUser } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { CredentialsModal } from '../../shared/credentials/credentials-modal';
import {
  CredentialsFields,
  type CredentialsForm,
  showWrongCredentials,
} from '../../shared/credentials/login-form-fields';
import { SignInLinkOffer } from '../../shared/credentials/sign-in-link-offer';
import { ErrorSummary } from '../../shared/forms/error-summary';
import { useApiForm } from '../../shared/forms/use-api-form';
import { paths } from '../../shared/journey/paths';
import { PscSignInButton } from '../../shared/pro-sante-connect/psc-button';
import { useResumeRequest } from '../../shared/signup-request/use-resume-request';

/** Resumes a started opening (spec §2.4 Home, login modal). Escape closes it. */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resume = useResumeRequest();
  const [failure, setFailure] = useState<'auth' | 'none-pending' | null>(null);
  const { form, alert, submit } = useApiForm<CredentialsForm>({
    schema: LoginSchema,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    try {
      const user = await loginRequest(values);
      storeUser(user, { fresh: true });
      // Openings to resume and submitted ones alike: exactly one skips the list.
      const listed = listedOpenings(user);
      if (listed.length === 0) setFailure('none-pending');
      else if (listed.length === 1 && listed[0]) await resume(listed[0]);
      else navigate(paths.signupRequestList);
    } catch (error) {
      if (showWrongCredentials(error, form)) setFailure('auth');
    }
  });

  const locale = currentLocale();
  return (
    <CredentialsModal
      formId="login-form"
      title={t('auth.loginTitle')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('auth.loginSubmit')}
      onCancel={onClose}
      closeOnEscape
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <PscSignInButton journey={getProgress().journey ?? 'signup'} />
      <p className="muted">{t('auth.loginIntro')}</p>
      {failure === 'auth' ? <Alert tone="warning" title={t('auth.authFailed')} /> : null}
      {failure === 'none-pending' ? (
        <Alert tone="info">{translateText(locale, 'error.no_pending_request')}</Alert>
      ) : null}
      <CredentialsFields form={form} idPrefix="login" />
      <ErrorSummary messages={alert.messages} errors={form.formState.errors} />
      <SignInLinkOffer form={form} idPrefix="login" />
    </CredentialsModal>
  );
}
