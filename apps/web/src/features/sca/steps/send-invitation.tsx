import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { CountdownCircle } from '../countdown-circle';
import { countdownSeconds, selectedToken } from '../sca-machine';
import { CodeForm } from './code-form';
import { StepHeading } from './step-heading';
import { StepLink } from './step-link';
import type { StepProps } from './step-props';
import { useCodeEntry } from './use-code-entry';

/**
 * {type}-send-invitation: the code was sent (type it) or the app was asked (accept it there,
 * the modal polls). The countdown's end is a failure.
 */
export function SendInvitation({ state, dispatch, actions, focusRef }: StepProps) {
  const { t } = useTranslation();
  const entry = useCodeEntry(state.error, (code) => void actions.validate(code));
  if (state.step.name !== 'send-invitation') return null;
  const { method } = state.step;
  const destination = state.challenge.token?.description ?? selectedToken(state)?.description ?? '';
  const countdown = (
    <CountdownCircle
      deadline={state.deadline}
      totalSeconds={countdownSeconds(state.challenge)}
      onEnd={() => dispatch({ type: 'countdown-ended' })}
    />
  );

  if (method === 'app') {
    return (
      <div className="sca-step">
        <StepHeading focusRef={focusRef}>{t('sca.methods.app')}</StepHeading>
        <p className="sca-operation">{t('sca.start.operation', { action: state.challenge.description })}</p>
        <div className="sca-invite">
          {countdown}
          <p>{t('sca.invite.app', { destination })}</p>
        </div>
        <p className="sca-waiting">
          <Spinner size="sm" decorative /> {t('sca.invite.waiting')}
        </p>
        <StepLink dispatch={dispatch} to="use-another-method" />
      </div>
    );
  }

  return (
    <CodeForm
      entry={entry}
      state={state}
      inputKey={state.challenge.expires_at}
      inputId="sca-code"
      label={t('sca.invite.codeLabel')}
      submitLabel={t('sca.invite.validate')}
      intro={
        <>
          <StepHeading focusRef={focusRef}>{t(`sca.methods.${method}`)}</StepHeading>
          <p className="sca-operation">{t('sca.start.operation', { action: state.challenge.description })}</p>
          <div className="sca-invite">
            {countdown}
            <p>{t(`sca.invite.${method}`, { destination })}</p>
          </div>
        </>
      }
      links={
        <div className="sca-step__links">
          <Button
            variant="link"
            onClick={() => {
              entry.clear();
              void actions.trigger();
            }}
          >
            {t('sca.invite.resend')}
          </Button>
          <StepLink dispatch={dispatch} to="use-another-method" />
        </div>
      }
    />
  );
}
