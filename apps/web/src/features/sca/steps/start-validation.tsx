import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { selectedToken } from '../sca-machine';
import { StepHeading } from './step-heading';
import { StepLink } from './step-link';
import type { StepProps } from './step-props';

/** {type}-start-validation: what is confirmed, and where the code or request will go. */
export function StartValidation({ state, dispatch, actions, focusRef }: StepProps) {
  const { t } = useTranslation();
  const token = selectedToken(state);
  if (state.step.name !== 'start-validation' || !token) return null;
  const { method } = state.step;
  return (
    <div className="sca-step">
      <StepHeading focusRef={focusRef}>{t(`sca.methods.${method}`)}</StepHeading>
      <p className="sca-operation">{t('sca.start.operation', { action: state.challenge.description })}</p>
      <p>{t(`sca.start.${method}`, { destination: token.description })}</p>
      {state.error ? <Alert tone="error">{state.error}</Alert> : null}
      <div className="sca-step__actions">
        <Button onClick={() => void actions.trigger()} loading={state.busy}>
          {method === 'app' ? t('sca.start.sendApp') : t('sca.start.sendCode')}
        </Button>
      </div>
      <StepLink dispatch={dispatch} to="use-another-method" />
    </div>
  );
}
