import type { ReactNode } from 'react';
import { FieldError, fieldIds } from './field';

interface ChoiceFieldsetProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Also mark the group itself invalid while it has an error. */
  markInvalid?: boolean;
  /** Added to the group's own classes (a list of checkboxes). */
  className?: string;
  /** The choices. */
  children: ReactNode;
}

/** A question of choices: the legend (with the required mark), its hint, the choices, then the error. */
export function ChoiceFieldset({
  id,
  legend,
  hint,
  error,
  required,
  markInvalid,
  className,
  children,
}: ChoiceFieldsetProps) {
  const ids = fieldIds(id, hint, error);
  return (
    <fieldset
      className={`yes-no${className ? ` ${className}` : ''}${error ? ' yes-no--error' : ''}`}
      aria-describedby={ids.describedBy}
      aria-invalid={markInvalid && error ? true : undefined}
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
      {children}
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

interface ChoiceProps {
  id: string;
  name: string;
  checked: boolean;
  onChoose: () => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  /** The choice's text. */
  children: ReactNode;
}

/** One radio of a ChoiceFieldset, its whole label clickable. */
export function Choice({ id, name, checked, onChoose, onBlur, required, disabled, children }: ChoiceProps) {
  return (
    <label className={`choice${checked ? ' choice--checked' : ''}`} htmlFor={id}>
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
      />
      {children}
    </label>
  );
}
