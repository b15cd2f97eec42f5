import type { ReactNode } from 'react';
import { FieldError, fieldIds } from './field';

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps<V extends string | number> {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** 'row' for short labels (civility), 'column' for cards with hints. */
  layout?: 'row' | 'column';
}

/** A radio group in a fieldset (use with react-hook-form's Controller). */
export function RadioGroup<V extends string | number>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  layout = 'row',
}: RadioGroupProps<V>) {
  const ids = fieldIds(id, hint, error);
  return (
    <fieldset className={`yes-no${error ? ' yes-no--error' : ''}`} aria-describedby={ids.describedBy}>
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
      <div className={`yes-no__options${layout === 'column' ? ' yes-no__options--column' : ''}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={`choice${checked ? ' choice--checked' : ''}`}
              htmlFor={optionId}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                required={required}
              />
              <span className="choice__text">
                <span>{option.label}</span>
                {option.hint ? <span className="choice__hint">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
