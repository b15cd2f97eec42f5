import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { eraseOpening } from './data-rights-api';

interface ErasureSectionProps {
  companyId: string;
  companyName: string;
  /** The opening is erased: the app forgets it. */
  onErased: () => void;
}

type Answer = { kind: 'refused'; message: string } | { kind: 'failed' } | null;

/**
 * Asking for an opening's erasure: a confirmation that says it cannot be undone, then the API's
 * answer on the page: erased, or kept with the legal reason and the date it will be erased.
 */
export function ErasureSection({ companyId, companyName, onErased }: ErasureSectionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  const erase = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      await eraseOpening(companyId);
      onErased();
    } catch (error) {
      // The 409's message is the API's, in the customer's language: the reason and the date.
      setAnswer(
        error instanceof ApiError && error.status === 409
          ? { kind: 'refused', message: error.message }
          : { kind: 'failed' },
      );
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="data-erasure-title" className="stack">
      <h2 id="data-erasure-title" className="data-rights__title">
        {t('dataRights.erasure.title')}
      </h2>
      <p>{t('dataRights.erasure.text', { company: companyName })}</p>
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('dataRights.erasure.button')}
        </Button>
      </div>
      <div aria-live="polite">
        {answer?.kind === 'refused' ? (
          <Alert tone="warning" title={t('dataRights.erasure.refusedTitle')}>
            {answer.message}
          </Alert>
        ) : answer?.kind === 'failed' ? (
          <Alert tone="error">{t('dataRights.erasure.failed')}</Alert>
        ) : null}
      </div>
      <ConfirmModal
        open={confirming}
        title={t('dataRights.erasure.confirmTitle', { company: companyName })}
        tone="danger"
        confirmLabel={t('dataRights.erasure.confirm')}
        cancelLabel={t('dataRights.erasure.keep')}
        loading={busy}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('dataRights.erasure.consequences')}</p>
      </ConfirmModal>
    </section>
  );
}
