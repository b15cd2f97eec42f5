import { Icon } from '../../components/ui/icon';
import type { Journey } from '../../lib/progress';
import { useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { journeySteps, reachedStep, type StepKey, stepStatus } from '../../shared/journey/steps';

export interface StepMenuProps {
  journey: Journey;
  /** The step of the current route; 'all-done' on the success page. */
  current: StepKey | 'all-done' | null;
}

/** The four numbered steps with done and current marks, and the "100% secure" block. */
export function StepMenu({ journey, current }: StepMenuProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const progress = useProgress();
  const steps = journeySteps(journey, progress.company, config.limitedLiabilityForms);
  const reached = reachedStep(progress, journey, config.limitedLiabilityForms);
  const currentStep =
    current === 'all-done'
      ? undefined
      : steps.find((step) => stepStatus(step, current, reached) === 'current');

  return (
    <aside className="step-menu">
      <nav aria-label={t('steps.navLabel')}>
        {/* Narrow windows show this line instead of the list. */}
        {currentStep ? (
          <p className="step-menu__compact">
            {t('steps.compact', {
              number: currentStep.number,
              total: steps.length,
              label: t(currentStep.labelKey),
            })}
          </p>
        ) : null}
        <ol className="step-menu__list">
          {steps.map((step) => {
            const status = current === 'all-done' ? 'done' : stepStatus(step, current, reached);
            return (
              <li
                key={step.id}
                className={`step-menu__item step-menu__item--${status}`}
                aria-current={status === 'current' ? 'step' : undefined}
              >
                <span className="step-menu__number" aria-hidden="true">
                  {status === 'done' ? '✓' : step.number}
                </span>
                <span className="step-menu__label">
                  <span className="step-menu__step">{t('steps.stepNumber', { number: step.number })}</span>
                  {t(step.labelKey)}
                  {status === 'done' ? <span className="visually-hidden"> ({t('steps.done')})</span> : null}
                  {status === 'current' ? (
                    <span className="visually-hidden"> ({t('steps.current')})</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <section className="secure-block" aria-labelledby="secure-block-title">
        <p id="secure-block-title" className="secure-block__title">
          <span className="secure-block__icon">
            <Icon name="lock" size={18} />
          </span>
          {t('steps.secureTitle')}
        </p>
        <p className="secure-block__text">{t('steps.secureText', { bank: config.brand.bankName })}</p>
      </section>
    </aside>
  );
}
