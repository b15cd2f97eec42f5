import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldIds } from './field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Content shown inside the control on the right (e.g. a "show password" button). */
  suffix?: ReactNode;
}

/** A labelled text input; spread react-hook-form's register() into it. */
export function TextInput({
  id,
  label,
  hint,
  error,
  hideLabel,
  required,
  suffix,
  className,
  ref,
  ...rest
}: TextInputProps) {
  const ids = fieldIds(id, hint, error);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <div className={`input-wrap${suffix ? ' input-wrap--suffix' : ''}`}>
        <input
          id={id}
          ref={ref}
          className={`input${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...rest}
        />
        {suffix ? <span className="input-wrap__suffix">{suffix}</span> : null}
      </div>
    </Field>
  );
}
