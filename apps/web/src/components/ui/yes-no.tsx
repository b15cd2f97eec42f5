import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Choice, ChoiceFieldset } from './choice-fieldset';
import type { ControlProps } from './control-props';

export interface YesNoProps extends ControlProps<boolean> {
  /** Base id; the radios get `${id}-yes` and `${id}-no`. */
  id: string;
  name: string;
  legend: ReactNode;
  yesLabel?: ReactNode;
  noLabel?: ReactNode;
  disabled?: boolean;
}

/** A required yes/no question as a radio group (use with react-hook-form's Controller). */
export function YesNo({
  id,
  name,
  legend,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  yesLabel,
  noLabel,
  disabled,
}: YesNoProps) {
  const { t } = useTranslation();
  const options: Array<{ key: 'yes' | 'no'; checked: boolean; label: ReactNode; value: boolean }> = [
    { key: 'yes', checked: value === true, label: yesLabel ?? t('common.yes'), value: true },
    { key: 'no', checked: value === false, label: noLabel ?? t('common.no'), value: false },
  ];
  return (
    <ChoiceFieldset id={id} legend={legend} hint={hint} error={error} required={required} markInvalid>
      <div className="yes-no__options">
        {options.map((option) => (
          <Choice
            key={option.key}
            id={`${id}-${option.key}`}
            name={name}
            checked={option.checked}
            onChoose={() => onChange(option.value)}
            onBlur={onBlur}
            disabled={disabled}
            required={required}
          >
            <span>{option.label}</span>
          </Choice>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
