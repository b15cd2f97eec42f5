import { VERIFICATION_CODE_LENGTH } from '@app/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { AttemptsLeft } from '../attempts-left';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';

/** E-mail or SMS method: the code sent by the enrolment init turns the method on. */
export function SetupCode({ state, dispatch, actions, focusRef }: StepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(0);
  const [round, setRound] = useState(0);
  // A wrong code empties the boxes and puts the focus back in the first one.
  useEffect(() => {
    if (!state.error) return;
    setCode('');
    setRound((value) => value + 1);
  }, [state.error]);
  const { step, enrollment } = state;
  if (step.name !== 'setup-code' || !enrollment) return null;

  const submit = (value: string) => {
    if (value.length === VERIFICATION_CODE_LENGTH) void actions.activate(value);
  };

  return (
    <form
      className="sca-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <StepHeading focusRef={focusRef}>{t(`sca.methods.${step.method}`)}</StepHeading>
      <p>{t('sca.setupCode.sent', { destination: enrollment.description })}</p>
      <CodeInput
        key={`${enrollment.id}-${resent}-${round}`}
        id="sca-setup-code"
        label={t('sca.setupCode.label')}
        value={code}
        onChange={setCode}
        onComplete={submit}
        error={state.error ?? undefined}
        disabled={state.busy}
        autoFocus
      />
      <AttemptsLeft count={state.attemptsLeft} />
      {resent > 0 && !state.error ? <p className="field__hint">{t('sca.setupCode.resent')}</p> : null}
      <div className="sca-step__actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('sca.back')}
        </Button>
        <Button type="submit" loading={state.busy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
          {t('sca.setupCode.activate')}
        </Button>
      </div>
      <Button
        variant="link"
        onClick={() => {
          setCode('');
          setResent((count) => count + 1);
          void actions.resendEnrollmentCode();
        }}
      >
        {t('sca.setupCode.resend')}
      </Button>
    </form>
  );
}
