import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import type { Journey } from '../../lib/progress';
import { useTranslation } from '../../lib/use-translation';

/** Shown on the first load of account creation (spec §2.3). */
export function RequiredDocumentsModal({ journey, onClose }: { journey: Journey; onClose: () => void }) {
  const { t } = useTranslation();
  const items =
    journey === 'enrollment'
      ? (['identity', 'address', 'enrollmentStatus', 'representatives'] as const)
      : (['identity', 'address', 'signupRegistration', 'signupStatus', 'representatives'] as const);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('requiredDocuments.title')}
      footer={<Button onClick={onClose}>{t('requiredDocuments.confirm')}</Button>}
    >
      <p>{t('requiredDocuments.intro')}</p>
      <ul className="checklist">
        {items.map((item) => (
          <li key={item}>{t(`requiredDocuments.${item}`)}</li>
        ))}
      </ul>
    </Modal>
  );
}
