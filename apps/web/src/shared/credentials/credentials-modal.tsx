import { type FormEventHandler, type ReactNode, useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { prefetchAppCheckToken } from '../../lib/app-check';

interface CredentialsModalProps {
  formId: string;
  title: string;
  cancelLabel: string;
  submitLabel: string;
  /** The cancel button and the × button. */
  onCancel: () => void;
  closeOnEscape?: boolean;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Intro, alerts and the credentials fields. */
  children: ReactNode;
}

/** A modal holding a credentials form, its cancel and submit buttons in the footer (login, reconnect). */
export function CredentialsModal({
  formId,
  title,
  cancelLabel,
  submitLabel,
  onCancel,
  closeOnEscape,
  submitting,
  onSubmit,
  children,
}: CredentialsModalProps) {
  // The login call needs an app-check token: solving starts when the modal opens.
  useEffect(prefetchAppCheckToken, []);
  return (
    <Modal
      open
      onClose={onCancel}
      closeOnEscape={closeOnEscape}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
