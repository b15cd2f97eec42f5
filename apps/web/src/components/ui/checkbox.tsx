import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, fieldIds } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ id, label, hint, error, required, ref, ...rest }: CheckboxProps) {
  const ids = fieldIds(id, hint, error);
  return (
    <div className={`checkbox${error ? ' checkbox--error' : ''}`}>
      <div className="checkbox__row">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...rest}
        />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className="field__hint checkbox__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
