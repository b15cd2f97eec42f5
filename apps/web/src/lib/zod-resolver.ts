import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
  /** An invalid union's issues, one list per member. */
  errors?: ReadonlyArray<ReadonlyArray<{ message: string; code: string }>>;
}

/** The part of a zod schema the resolver needs (any zod 4 schema fits). */
export interface ParsingSchema {
  safeParseAsync(
    value: unknown,
  ): Promise<{ success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<Issue> } }>;
}

/**
 * The message of an issue: a union the domain named (civility: "validation.gender_required"
 * rather than zod's "expected 1") keeps its own; an unnamed one says what its first member needs
 * (an e-mail or nothing: "validation.email_format").
 */
function messageOf(issue: Issue): { message: string; type: string } {
  const first = issue.errors?.[0]?.[0];
  if (issue.code === 'invalid_union' && first && !issue.message.startsWith('validation.'))
    return { message: first.message, type: first.code };
  return { message: issue.message, type: issue.code };
}

/**
 * react-hook-form resolver for the domain's zod schemas, the first message per field.
 * Without `toPayload` the form's values are checked and the schema's output is submitted; with
 * it, the payload built from the values is checked (the schema is the API's contract; the form
 * keeps typed strings and yes/no answers), its paths being the form's, and the values are
 * submitted as typed.
 */
export function zodFormResolver<T extends FieldValues>(
  schema: ParsingSchema,
  toPayload?: (values: T) => unknown,
): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toPayload ? toPayload(values) : values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: (toPayload ? values : result.data) as T, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !flat[path]) flat[path] = messageOf(issue);
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<T> };
  };
}
