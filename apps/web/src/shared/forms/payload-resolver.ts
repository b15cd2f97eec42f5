import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form with a domain schema applied to the payload built from it (the schema is the
 * API's contract; the form keeps typed strings and yes/no answers). Payload paths are form paths.
 */
export function payloadResolver<V extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: V) => unknown,
): Resolver<V> {
  // biome-ignore lint/suspicious/noExplicitAny: the inner resolver checks the payload, not V
  const inner = zodResolver(schema as any, undefined, { raw: true }) as unknown as Resolver<any>;
  const resolver = async (values: V, context: unknown, options: unknown) => {
    const result = await inner(toPayload(values), context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values, errors: {} };
  };
  return resolver as unknown as Resolver<V>;
}
