import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { StepHeading } from './step-heading';
import { StepLink } from './step-link';
import type { StepProps } from './step-props';

/**
 * {type}-validation-failed: spec §8's message, the reason, and "try again". A failed challenge
 * is never sent again (its attempts would start over): try again asks for a new one.
 */
export function ValidationFailed({ state, dispatch, restart, focusRef }: StepProps) {
  const { t } = useTranslation();
  if (state.step.name !== 'validation-failed') return null;
  const { reason } = state;
  const detail =
    reason?.kind === 'expired'
      ? t('sca.failed.expired')
      : reason?.kind === 'rejected'
        ? t('sca.failed.rejected')
        : reason?.kind === 'undelivered'
          ? t('sca.failed.notDelivered')
          : reason?.kind === 'server'
            ? reason.message
            : t('sca.failed.unknown');
  return (
    <div className="sca-step">
      <StepHeading focusRef={focusRef}>{t(`sca.methods.${state.step.method}`)}</StepHeading>
      <Alert tone="error" title={t('sca.failedMessage')}>
        {detail}
      </Alert>
      {state.error ? <Alert tone="warning">{state.error}</Alert> : null}
      <div className="sca-step__actions">
        <Button onClick={restart} loading={state.busy}>
          {t('sca.failed.retry')}
        </Button>
      </div>
      <StepLink dispatch={dispatch} to="use-another-method" />
    </div>
  );
}
