import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ValidationError } from './api-errors';

/**
 * Attaches a 422's field messages to the form (spec §5: server errors attach to the matching
 * fields). Returns the messages of fields the form does not have, to show in an alert.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): string[] {
  if (!(error instanceof ValidationError)) return [];
  const unknown: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (knownFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unknown.push(message);
    }
  }
  if (Object.keys(error.fields).length === 0 && error.message) unknown.push(error.message);
  return unknown;
}
