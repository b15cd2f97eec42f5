import { QrCode } from '@app/ui';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { companionUrl } from '../../../shared/companion/pairing-link';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';

/** App method: install the companion web app on the phone (open it, add it to the home screen). */
export function SetupInstallApp({ dispatch, focusRef }: StepProps) {
  const { t } = useTranslation();
  const url = companionUrl(window.location.origin);
  return (
    <div className="sca-step">
      <StepHeading focusRef={focusRef}>{t('sca.install.heading')}</StepHeading>
      <p>{t('sca.install.text')}</p>
      <QrCode className="sca-qr" value={url} alt={t('sca.install.qrAlt')} />
      <p>
        {t('sca.install.link')}{' '}
        <a href={url} target="_blank" rel="noreferrer" className="sca-link">
          {url}
        </a>
      </p>
      <div className="sca-step__actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('sca.back')}
        </Button>
        <Button onClick={() => dispatch({ type: 'app-installed' })}>{t('sca.install.done')}</Button>
      </div>
    </div>
  );
}
