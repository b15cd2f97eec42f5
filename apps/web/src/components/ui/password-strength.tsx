import { PASSWORD_LEVELS, type PasswordLevel } from '@app/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';

export interface PasswordStrengthProps {
  /** The password's level; null shows the neutral meter (empty field, or the scorer still loading). */
  level: PasswordLevel | null;
}

/** Strength meter with the five domain levels (poor, weak, medium, good, high). */
export function PasswordStrength({ level }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const index = level ? PASSWORD_LEVELS.indexOf(level) : -1;

  return (
    <div className={`strength${index >= 0 ? ` strength--${index}` : ''}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: five coloured bars cannot be drawn with <meter> across browsers */}
      <div
        className="strength__bars"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_LEVELS.length}
        aria-valuenow={index + 1}
        aria-valuetext={level ? t(`strength.${level}`) : t('strength.empty')}
      >
        {PASSWORD_LEVELS.map((name, position) => (
          <span key={name} className={`strength__bar${position <= index ? ' strength__bar--on' : ''}`} />
        ))}
      </div>
      <p id={labelId} className="strength__label" aria-live="polite">
        {level ? t('strength.withLevel', { level: t(`strength.${level}`) }) : t('strength.label')}
      </p>
    </div>
  );
}
