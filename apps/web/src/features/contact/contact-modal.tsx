import { type Contact, ContactSchema } from '@app/domain';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';
import { TextArea } from '../../components/ui/textarea';
import { prefetchAppCheckToken } from '../../lib/app-check';
import { getProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { ErrorSummary } from '../../shared/forms/error-summary';
import { useApiForm } from '../../shared/forms/use-api-form';
import { sendContactMessage } from './contact-api';

/** Contact form (spec §2.4, §8): a failure shows an error alert and keeps the form open. */
export default function ContactModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle');
  const { form, alert, attachServerErrors, submit } = useApiForm<Contact>({
    schema: ContactSchema,
    defaultValues: { email: getProgress().user?.email ?? '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(prefetchAppCheckToken, []);

  const onSubmit = submit(async (values) => {
    setStatus('idle');
    try {
      await sendContactMessage(values);
      setStatus('sent');
    } catch (error) {
      const others = attachServerErrors(error);
      if (others.length > 0 || !(error instanceof Error && error.name === 'ValidationError'))
        setStatus('failed');
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      closeOnEscape
      title={t('contact.title')}
      footer={
        status === 'sent' ? (
          <Button onClick={onClose}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form="contact-form" loading={isSubmitting}>
              {t('contact.send')}
            </Button>
          </>
        )
      }
    >
      {status === 'sent' ? (
        <Alert tone="success">{t('contact.sent')}</Alert>
      ) : (
        <form id="contact-form" className="stack" onSubmit={onSubmit} noValidate>
          <p className="muted">{t('contact.intro')}</p>
          {status === 'failed' ? <Alert tone="error">{t('contact.failed')}</Alert> : null}
          <TextInput
            id="contact-email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            id="contact-subject"
            label={t('contact.subject')}
            required
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <TextArea
            id="contact-message"
            label={t('contact.message')}
            required
            rows={6}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <ErrorSummary messages={alert.messages} errors={form.formState.errors} />
        </form>
      )}
    </Modal>
  );
}
