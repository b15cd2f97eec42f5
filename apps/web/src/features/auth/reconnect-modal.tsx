import { ReconnectSchema } from '@app/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { getProgress, updateProgress } from '../../lib/progress-store';
import { loginRequest } from '../../lib/session';
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

export interface ReconnectModalProps {
  onSuccess: () => void;
  onCancel: () => void;
}

/** Session expired (401): the password again, then the interrupted call is retried (spec §4). */
export default function ReconnectModal({ onSuccess, onCancel }: ReconnectModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const knownEmail = getProgress().user?.email ?? '';
  const [failed, setFailed] = useState(false);
  const { form, alert, submit } = useApiForm<CredentialsForm>({
    schema: ReconnectSchema,
    defaultValues: { email: knownEmail, password: '' },
  });

  // The e-mail is known: the password is what the user types.
  useEffect(() => {
    if (knownEmail) form.setFocus('password');
  }, [knownEmail, form.setFocus]);

  const onSubmit = submit(async (values) => {
    setFailed(false);
    try {
      const user = await loginRequest(values);
      const token = user.token ?? '';
      updateProgress((progress) => ({
        ...progress,
        user: progress.user ? { ...progress.user, token } : { token, uuid: user.uuid, email: user.email },
      }));
      onSuccess();
    } catch (error) {
      if (showWrongCredentials(error, form)) setFailed(true);
    }
  });

  const abort = () => {
    onCancel();
    navigate(paths.home);
  };

  return (
    <CredentialsModal
      formId="reconnect-form"
      title={t('auth.reconnectTitle')}
      cancelLabel={t('auth.reconnectAbort')}
      submitLabel={t('auth.reconnectSubmit')}
      onCancel={abort}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <p>{t('auth.reconnectIntro')}</p>
      {failed ? <Alert tone="warning" title={t('auth.authFailed')} /> : null}
      <CredentialsFields form={form} idPrefix="reconnect" emailLocked={Boolean(knownEmail)} />
      <ErrorSummary messages={alert.messages} errors={form.formState.errors} />
      <SignInLinkOffer form={form} idPrefix="reconnect" />
    </CredentialsModal>
  );
}
