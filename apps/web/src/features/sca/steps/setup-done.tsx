import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { backupMethods } from '../sca-machine';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';

/**
 * The method is on (said why no code was asked, when the API activated it at once); a backup method
 * is recommended (spec §1) before the validation goes on.
 */
export function SetupDone({ state, dispatch, focusRef, available }: StepProps) {
  const { t } = useTranslation();
  if (state.step.name !== 'setup-done') return null;
  const canAddBackup = backupMethods(state, available).length > 0;
  return (
    <div className="sca-step">
      <StepHeading focusRef={focusRef}>
        {t('sca.setupDone.heading', { method: t(`sca.methods.${state.step.method}`) })}
      </StepHeading>
      <Alert tone="success">{t('sca.announce.activated')}</Alert>
      {state.step.codeless ? <p>{t('sca.setupDone.codeless')}</p> : null}
      {canAddBackup ? <p>{t('sca.setupDone.backup')}</p> : null}
      <div className="sca-step__actions">
        {canAddBackup ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'add-backup' })}>
            {t('sca.setupDone.addBackup')}
          </Button>
        ) : null}
        <Button onClick={() => dispatch({ type: 'setup-continue' })}>{t('sca.setupDone.continue')}</Button>
      </div>
    </div>
  );
}
