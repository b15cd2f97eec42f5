import type { z } from 'zod';

/** { 'a.b': message } of a failed parse, {} when it passed: what the 422 answer and the form show. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}
