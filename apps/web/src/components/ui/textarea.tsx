import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, fieldIds } from './field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ id, label, hint, error, required, ref, ...rest }: TextAreaProps) {
  const ids = fieldIds(id, hint, error);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={id}
        ref={ref}
        className="input input--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...rest}
      />
    </Field>
  );
}
