import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { closeErrorModal, useGlobalModals } from '../../shared/global-modals/global-modal-store';

/** Generic failure (spec §8): "Nous sommes désolés", or the server's own message. */
export function ErrorModal() {
  const { t } = useTranslation();
  const { error } = useGlobalModals();
  return (
    <Modal
      open={error !== null}
      onClose={closeErrorModal}
      title={translateText(currentLocale(), 'error.generic_title')}
      role="alertdialog"
      size="sm"
      footer={<Button onClick={closeErrorModal}>{t('common.ok')}</Button>}
    >
      <p>{error?.message ?? translateText(currentLocale(), 'error.generic')}</p>
    </Modal>
  );
}

export default ErrorModal;
