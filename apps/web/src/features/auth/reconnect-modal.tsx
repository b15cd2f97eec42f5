import { ReconnectSchema } from '@app/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api-errors';
import { prefetchAppCheckToken } from '../../lib/app-check';
import { getProgress, updateProgress } from '../../lib/progress-store';
import { loginRequest } from '../../lib/session';
import { zodFormResolver } from '../../lib/zod-resolver';
import { CredentialsFields, type CredentialsForm } from './login-form-fields';

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
  const form = useForm<CredentialsForm>({
    resolver: zodFormResolver<CredentialsForm>(ReconnectSchema),
    defaultValues: { email: knownEmail, password: '' },
  });

  useEffect(prefetchAppCheckToken, []);
  // The e-mail is known: the password is what the user types.
  useEffect(() => {
    if (knownEmail) form.setFocus('password');
  }, [knownEmail, form.setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
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
      if (error instanceof ApiError && error.status === 401) {
        setFailed(true);
        form.setError('password', { message: 'error.auth_failed' });
      }
    }
  });

  const abort = () => {
    onCancel();
    navigate(paths.home);
  };

  return (
    <Modal
      open
      onClose={abort}
      title={t('auth.reconnectTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={abort}>
            {t('auth.reconnectAbort')}
          </Button>
          <Button type="submit" form="reconnect-form" loading={form.formState.isSubmitting}>
            {t('auth.reconnectSubmit')}
          </Button>
        </>
      }
    >
      <form id="reconnect-form" className="stack" onSubmit={onSubmit} noValidate>
        <p>{t('auth.reconnectIntro')}</p>
        {failed ? <Alert tone="warning" title={t('auth.authFailed')} /> : null}
        <CredentialsFields form={form} idPrefix="reconnect" emailLocked={Boolean(knownEmail)} />
      </form>
    </Modal>
  );
}
