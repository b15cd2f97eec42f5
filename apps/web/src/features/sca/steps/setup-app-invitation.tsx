import { QrCode } from '@app/ui';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { pairingLink } from '../../../shared/companion/pairing-link';
import { StepHeading } from './step-heading';
import { StepLink } from './step-link';
import type { StepProps } from './step-props';

/** App method: the invitation (QR code with the pairing payload, or a link on the same phone). */
export function SetupAppInvitation({ state, dispatch, actions, focusRef }: StepProps) {
  const { t } = useTranslation();
  const { enrollment } = state;
  const pairing = enrollment?.pairing;

  useEffect(() => {
    if (!enrollment) void actions.startEnrollment('app');
  }, [enrollment, actions]);

  const link = pairing
    ? pairingLink(window.location.origin, {
        challengeId: pairing.challenge_id,
        pairingSecret: pairing.pairing_secret,
        apiUrl: pairing.api_url,
        language: currentLocale(),
      })
    : null;

  return (
    <div className="sca-step">
      <StepHeading focusRef={focusRef}>{t('sca.invitation.heading')}</StepHeading>
      <p>{t('sca.invitation.text')}</p>
      {link ? (
        <>
          <QrCode className="sca-qr" value={link} alt={t('sca.invitation.qrAlt')} />
          <p>
            {t('sca.invitation.sameDevice')}{' '}
            <a href={link} target="_blank" rel="noreferrer" className="sca-link" data-analytics-block>
              {t('sca.invitation.sameDeviceLink')}
            </a>
          </p>
        </>
      ) : (
        <div className="sca-qr sca-qr--placeholder" />
      )}
      {state.error ? (
        <Alert
          tone="error"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void actions.startEnrollment('app')}>
              {t('sca.invitation.newInvitation')}
            </Button>
          }
        >
          {state.error}
        </Alert>
      ) : link ? (
        <p className="sca-waiting">
          <Spinner size="sm" decorative /> {t('sca.invitation.waiting')}
        </p>
      ) : null}
      <StepLink dispatch={dispatch} to="back" />
    </div>
  );
}
