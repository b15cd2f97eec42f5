import { z } from 'zod';

/**
 * The body of a route whose rules depend on what only the server knows (the customer's
 * journey, the shares still free): the route accepts any object and the service checks it
 * with the domain schema for that context, answering 422 per field. OpenAPI still shows the
 * fields, each variant documented as an alternative.
 */
export function contextCheckedBody(description: string, variants: readonly z.ZodType[]) {
  const documented = variants.map((variant) => {
    const { $schema: _dialect, ...json } = z.toJSONSchema(variant, { io: 'input', unrepresentable: 'any' });
    return json;
  });
  return z.record(z.string(), z.unknown()).meta({ description, anyOf: documented });
}
