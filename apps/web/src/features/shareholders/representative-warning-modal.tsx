import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useTranslation } from '../../lib/use-translation';

/** Spec §4: Continue removes the person and goes back to the list; Modify closes. */
export function RepresentativeWarningModal({
  open,
  name,
  isCompany,
  journey = 'signup',
  busy,
  onContinue,
  onModify,
}: {
  open: boolean;
  name: string;
  isCompany: boolean;
  /** Enrollment tests shareholding, signup beneficial ownership (spec §4). */
  journey?: 'signup' | 'enrollment';
  busy?: boolean;
  onContinue: () => void;
  onModify: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onModify}
      title={t('shareholders.warning.title')}
      role="alertdialog"
      size="sm"
      hideClose
      footer={
        <>
          <Button variant="secondary" onClick={onModify} disabled={busy}>
            {t('shareholders.warning.modify')}
          </Button>
          <Button onClick={onContinue} loading={busy}>
            {t('shareholders.warning.continue')}
          </Button>
        </>
      }
    >
      <p>
        {t(
          journey === 'enrollment'
            ? isCompany
              ? 'shareholders.warning.companyTextEnrollment'
              : 'shareholders.warning.personTextEnrollment'
            : isCompany
              ? 'shareholders.warning.companyText'
              : 'shareholders.warning.personText',
          { name },
        )}
      </p>
      <p className="muted">{t('shareholders.warning.consequence')}</p>
    </Modal>
  );
}
