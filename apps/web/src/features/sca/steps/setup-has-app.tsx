import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { StepHeading } from './step-heading';
import { StepLink } from './step-link';
import type { StepProps } from './step-props';

/** App method, first extra step: does the user already have the app? */
export function SetupHasApp({ dispatch, focusRef }: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="sca-step">
      <StepHeading focusRef={focusRef}>{t('sca.methods.app')}</StepHeading>
      <p>{t('sca.hasApp.question')}</p>
      <div className="sca-step__actions sca-step__actions--stack">
        <Button onClick={() => dispatch({ type: 'has-app', answer: true })}>{t('sca.hasApp.yes')}</Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'has-app', answer: false })}>
          {t('sca.hasApp.no')}
        </Button>
      </div>
      <StepLink dispatch={dispatch} to="back" />
    </div>
  );
}
