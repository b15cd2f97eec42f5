import type { ReactNode } from 'react';
import { translateMessage } from '../../lib/translate-message';

export interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** Ids for a control and its hint/error, joined into aria-describedby. */
export function fieldIds(id: string, hint: unknown, error: unknown): FieldIds {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A domain message key or an already translated server message. */
  error?: string;
  required?: boolean;
  /** Visually hide the label (it stays available to assistive technology). */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error; the control must use fieldIds() for aria-describedby. */
export function Field({ id, label, hint, error, required, hideLabel, className, children }: FieldProps) {
  const ids = fieldIds(id, hint, error);
  return (
    <div className={`field${error ? ' field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      <span aria-hidden="true" className="field__error-icon">
        !
      </span>
      {translateMessage(error)}
    </p>
  );
}
