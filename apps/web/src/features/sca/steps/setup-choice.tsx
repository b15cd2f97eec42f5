import type { ScaMethodType } from '@app/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useTranslation } from '../../../lib/use-translation';
import { backupMethods } from '../sca-machine';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';

/** Spec §2.4: the method choice (app, e-mail code, SMS code); a backup offers the others. */
export function SetupChoice({ state, dispatch, actions, focusRef, available }: StepProps) {
  const { t } = useTranslation();
  const isBackup = state.tokens.length > 0;
  const options = isBackup ? backupMethods(state, available) : [...available];
  const [method, setMethod] = useState<ScaMethodType | null>(
    options.length === 1 ? (options[0] ?? null) : null,
  );
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (!method) {
      setMissing(true);
      return;
    }
    dispatch({ type: 'setup-method', method });
    if (method !== 'app') void actions.startEnrollment(method);
  };

  return (
    <form
      className="sca-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StepHeading focusRef={focusRef}>
        {isBackup ? t('sca.setupDone.addBackup') : t('sca.setupChoice.heading')}
      </StepHeading>
      <p>{isBackup ? t('sca.setupChoice.backupIntro') : t('sca.setupChoice.intro')}</p>
      <RadioGroup
        id="sca-method"
        name="sca-method"
        layout="column"
        legend={t('sca.setupChoice.legend')}
        options={options.map((value) => ({
          value,
          label: t(`sca.methods.${value}`),
          hint: t(`sca.methodHints.${value}`),
        }))}
        value={method}
        onChange={(value) => {
          setMethod(value);
          setMissing(false);
        }}
        error={missing ? t('sca.setupChoice.required') : undefined}
        required
      />
      {state.error ? <Alert tone="error">{state.error}</Alert> : null}
      <div className="sca-step__actions">
        {isBackup ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'setup-continue' })}>
            {t('sca.back')}
          </Button>
        ) : null}
        <Button type="submit" loading={state.busy}>
          {t('sca.setupChoice.continue')}
        </Button>
      </div>
    </form>
  );
}
