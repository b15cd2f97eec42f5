import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { CodeForm } from './code-form';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import { useCodeEntry } from './use-code-entry';

/** E-mail or SMS method: the code sent by the enrolment init turns the method on. */
export function SetupCode({ state, dispatch, actions, focusRef }: StepProps) {
  const { t } = useTranslation();
  const [resent, setResent] = useState(0);
  const entry = useCodeEntry(state.error, (code) => void actions.activate(code));
  const { step, enrollment } = state;
  if (step.name !== 'setup-code' || !enrollment) return null;

  return (
    <CodeForm
      entry={entry}
      state={state}
      inputKey={`${enrollment.id}-${resent}`}
      inputId="sca-setup-code"
      label={t('sca.setupCode.label')}
      submitLabel={t('sca.setupCode.activate')}
      intro={
        <>
          <StepHeading focusRef={focusRef}>{t(`sca.methods.${step.method}`)}</StepHeading>
          <p>{t('sca.setupCode.sent', { destination: enrollment.description })}</p>
        </>
      }
      note={resent > 0 && !state.error ? <p className="field__hint">{t('sca.setupCode.resent')}</p> : null}
      back={
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('sca.back')}
        </Button>
      }
      links={
        <Button
          variant="link"
          onClick={() => {
            entry.clear();
            setResent((count) => count + 1);
            void actions.resendEnrollmentCode();
          }}
        >
          {t('sca.setupCode.resend')}
        </Button>
      }
    />
  );
}
