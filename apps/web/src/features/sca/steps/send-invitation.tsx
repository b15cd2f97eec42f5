import { VERIFICATION_CODE_LENGTH } from '@app/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { Spinner } from '../../../components/ui/spinner';
import { AttemptsLeft } from '../attempts-left';
import { CountdownCircle } from '../countdown-circle';
import { countdownSeconds, selectedToken } from '../sca-machine';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';

/**
 * {type}-send-invitation: the code was sent (type it) or the app was asked (accept it there,
 * the modal polls). The countdown's end is a failure.
 */
export function SendInvitation({ state, dispatch, actions, focusRef }: StepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  // A wrong code empties the boxes and puts the focus back in the first one.
  useEffect(() => {
    if (!state.error) return;
    setCode('');
    setRound((value) => value + 1);
  }, [state.error]);
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
        <Button variant="link" onClick={() => dispatch({ type: 'use-another-method' })}>
          {t('sca.useAnotherMethod')}
        </Button>
      </div>
    );
  }

  const submit = (value: string) => {
    if (value.length === VERIFICATION_CODE_LENGTH) void actions.validate(value);
  };
  const error = state.error ?? undefined;

  return (
    <form
      className="sca-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <StepHeading focusRef={focusRef}>{t(`sca.methods.${method}`)}</StepHeading>
      <p className="sca-operation">{t('sca.start.operation', { action: state.challenge.description })}</p>
      <div className="sca-invite">
        {countdown}
        <p>{t(`sca.invite.${method}`, { destination })}</p>
      </div>
      <CodeInput
        key={`${state.challenge.expires_at}-${round}`}
        id="sca-code"
        label={t('sca.invite.codeLabel')}
        value={code}
        onChange={setCode}
        onComplete={submit}
        error={error}
        disabled={state.busy}
        autoFocus
      />
      <AttemptsLeft count={state.attemptsLeft} />
      <div className="sca-step__actions">
        <Button type="submit" loading={state.busy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
          {t('sca.invite.validate')}
        </Button>
      </div>
      <div className="sca-step__links">
        <Button
          variant="link"
          onClick={() => {
            setCode('');
            setRound((value) => value + 1);
            void actions.trigger();
          }}
        >
          {t('sca.invite.resend')}
        </Button>
        <Button variant="link" onClick={() => dispatch({ type: 'use-another-method' })}>
          {t('sca.useAnotherMethod')}
        </Button>
      </div>
    </form>
  );
}
