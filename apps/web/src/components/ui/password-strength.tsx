import { loadPasswordScorer, PASSWORD_LEVELS, type PasswordLevel, type PasswordScorer } from '@app/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordStrengthProps {
  password: string;
  /** Name and e-mail: guessable words that lower the score. */
  userInputs?: readonly string[];
  /** Receives the scorer once loaded (e.g. to validate the form with it). */
  onScorer?: (scorer: PasswordScorer) => void;
}

/** Strength meter with the five domain levels (poor, weak, medium, good, high). */
export function PasswordStrength({ password, userInputs = [], onScorer }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [scorer, setScorer] = useState<PasswordScorer | null>(null);

  useEffect(() => {
    let active = true;
    // The dictionaries are a separate chunk, loaded when the meter first shows.
    void loadPasswordScorer().then((loaded) => {
      if (!active) return;
      setScorer(loaded);
      onScorer?.(loaded);
    });
    return () => {
      active = false;
    };
  }, [onScorer]);

  const level: PasswordLevel | null = password && scorer ? scorer.level(password, userInputs) : null;
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
