import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldIds } from './field';

export interface YesNoProps {
  /** Base id; the radios get `${id}-yes` and `${id}-no`. */
  id: string;
  name: string;
  legend: ReactNode;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
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
  const ids = fieldIds(id, hint, error);
  const options: Array<{ key: 'yes' | 'no'; checked: boolean; label: ReactNode; value: boolean }> = [
    { key: 'yes', checked: value === true, label: yesLabel ?? t('common.yes'), value: true },
    { key: 'no', checked: value === false, label: noLabel ?? t('common.no'), value: false },
  ];
  return (
    <fieldset
      className={`yes-no${error ? ' yes-no--error' : ''}`}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {legend}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="yes-no__options">
        {options.map((option) => (
          <label
            key={option.key}
            className={`choice${option.checked ? ' choice--checked' : ''}`}
            htmlFor={`${id}-${option.key}`}
          >
            <input
              id={`${id}-${option.key}`}
              type="radio"
              name={name}
              checked={option.checked}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
              required={required}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
