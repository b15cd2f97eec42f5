import { useBlocker } from 'react-router';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { isStartedIncomplete } from '../../lib/progress';
import { getProgress, resetProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { isJourneyPath } from '../../shared/journey/paths';

/**
 * Leaving a started, unfinished opening for another page forgets it on this device (spec §2.3,
 * leave modal). The opening stays saved on the server: it is resumed at the next login, or
 * withdrawn from the customer's space (with strong authentication), never by leaving a page.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !isJourneyPath(nextLocation.pathname) &&
      isStartedIncomplete(getProgress()),
  );
  const open = blocker.state === 'blocked';
  return (
    <ConfirmModal
      open={open}
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      tone="danger"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        resetProgress();
        blocker.proceed?.();
      }}
    >
      <p>{t('leave.message')}</p>
    </ConfirmModal>
  );
}
