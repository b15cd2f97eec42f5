import { isWithdrawable, type OpeningStatus } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { useTranslation } from '../../lib/use-translation';
import { withdrawOpening } from './application-api';

interface WithdrawSectionProps {
  companyId: string;
  status: OpeningStatus;
  /** The opening is withdrawn: the page reads it again to show its new status. */
  onWithdrawn: () => void;
}

/**
 * Withdrawing an opening not yet open: a confirmation that says what follows, then the API's
 * strong authentication (the app's SCA modal answers its 399). Refusals (409) and a closed SCA
 * modal are shown by the API client; the page stays as it was.
 */
export function WithdrawSection({ companyId, status, onWithdrawn }: WithdrawSectionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isWithdrawable(status)) return null;

  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawOpening(companyId);
      onWithdrawn();
    } catch {
      // Told by the API client's error modal, or the customer closed the SCA modal.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="application-withdraw-title" className="stack">
      <h2 id="application-withdraw-title" className="application__title">
        {t('application.withdraw.title')}
      </h2>
      <p>{t('application.withdraw.text')}</p>
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('application.withdraw.button')}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={t('application.withdraw.confirmTitle')}
        tone="danger"
        confirmLabel={t('application.withdraw.confirm')}
        cancelLabel={t('application.withdraw.keep')}
        loading={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('application.withdraw.consequences')}</p>
      </ConfirmModal>
    </section>
  );
}
