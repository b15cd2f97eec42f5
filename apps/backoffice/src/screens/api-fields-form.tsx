import { type FormEvent, useState } from 'react';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/use-translation';

export interface FormFieldSpec<Field extends string> {
  name: Field;
  label: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A small form whose fields the API checks: each field's message from a 422 shown under it (and
 * tied to it for screen readers), the outcome or the refusal announced in a status line.
 */
export function ApiFieldsForm<Field extends string>({
  idPrefix,
  title,
  submitLabel,
  fields,
  values,
  onChange,
  onSubmit,
}: {
  idPrefix: string;
  title: string;
  submitLabel: string;
  fields: readonly FormFieldSpec<Field>[];
  values: Record<Field, string>;
  onChange: (values: Record<Field, string>) => void;
  /** Sends the values; resolves to the sentence announcing what was recorded. */
  onSubmit: () => Promise<string>;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const titleId = `${idPrefix}-form-title`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setResult(null);
    try {
      setResult(await onSubmit());
    } catch (failure) {
      setErrors(failure instanceof ApiError ? failure.fields : {});
      setResult(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <form className="transfer-form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h4 id={titleId}>{title}</h4>
      {fields.map(({ name, label, type = 'text', inputMode }) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name];
        return (
          <p key={name} className="transfer-form-field">
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type={type}
              inputMode={inputMode}
              value={values[name]}
              onChange={(event) => onChange({ ...values, [name]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && <span id={`${id}-error`}>{error}</span>}
          </p>
        );
      })}
      <button type="submit">{submitLabel}</button>
      <p role="status">{result}</p>
    </form>
  );
}
