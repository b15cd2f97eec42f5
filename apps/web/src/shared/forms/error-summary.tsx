import type { MouseEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { translateMessage } from '../../lib/translate-message';
import { useTranslation } from '../../lib/use-translation';
import { fieldLabel, type InvalidField, invalidFields } from './invalid-fields';

export interface ErrorSummaryProps<V extends FieldValues> {
  /** The form's alert (useApiForm's alert.messages): shown only after a failed submit. */
  messages: readonly string[] | null;
  errors: FieldErrors<V>;
}

const goTo = (field: InvalidField) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!field.element) return;
  event.preventDefault();
  field.element.focus();
};

/**
 * What a failed submit found: the form's alert, then each field's problem as a link to the
 * field (WCAG 3.3.1), in the order the fields appear.
 */
export function ErrorSummary<V extends FieldValues>({ messages, errors }: ErrorSummaryProps<V>) {
  const { t } = useTranslation();
  if (!messages) return null;
  const fields = invalidFields(errors);
  return (
    <Alert tone="warning" className="error-summary">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {fields.length ? (
        <ul className="error-summary__list" aria-label={t('forms.errorSummary')}>
          {fields.map((field) => (
            <li key={field.path}>
              <a href={field.element?.id ? `#${field.element.id}` : undefined} onClick={goTo(field)}>
                {t('forms.errorItem', { label: fieldLabel(field), message: translateMessage(field.message) })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
