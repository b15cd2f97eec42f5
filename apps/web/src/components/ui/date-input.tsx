import { formatBirthDateTyping } from '@app/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Field, fieldIds } from './field';

export interface DateInputProps {
  id: string;
  label: ReactNode;
  /** DD/MM/YYYY as displayed (convert with the domain's displayToWireDate before sending). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A DD/MM/YYYY field: slashes typed automatically, single-digit days padded (domain rule). */
export function DateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  required,
  disabled,
}: DateInputProps) {
  const { t } = useTranslation();
  const shownHint = hint ?? t('date.hint');
  const ids = fieldIds(id, shownHint, error);
  return (
    <Field id={id} label={label} hint={shownHint} error={error} required={required}>
      <input
        id={id}
        name={name}
        className="input input--date"
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('date.placeholder')}
        maxLength={10}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        onChange={(event) => onChange(formatBirthDateTyping(event.target.value, value))}
        onBlur={onBlur}
      />
    </Field>
  );
}
