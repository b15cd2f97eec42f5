import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod schema the resolver needs (any zod 4 schema fits). */
interface ParsingSchema {
  safeParseAsync(value: unknown): Promise<
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }> };
      }
  >;
}

/**
 * react-hook-form resolver for the domain's zod schemas. Unlike the stock zod resolver, it
 * keeps the schema's own message for unions (e.g. civility: "validation.gender_required"
 * instead of zod's "expected 1"), and the first message per field.
 */
export function zodFormResolver<T extends FieldValues>(schema: ParsingSchema): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as T, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !flat[path]) flat[path] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<T> };
  };
}
