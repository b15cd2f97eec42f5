import { z } from 'zod';

/**
 * `schema`, its OpenAPI description listing each variant as an alternative. The variants' JSON
 * Schema is written when the OpenAPI document is, not when the contracts load: the web loads
 * them too, and has no use for it.
 */
function documentedBy<Schema extends z.ZodType>(
  schema: Schema,
  description: string,
  variants: readonly z.ZodType[],
): Schema {
  let documented: object[] | undefined;
  return schema.meta({
    description,
    get anyOf() {
      documented ??= variants.map((variant) => {
        const { $schema: _dialect, ...json } = z.toJSONSchema(variant, {
          io: 'input',
          unrepresentable: 'any',
        });
        return json;
      });
      return documented;
    },
  });
}

/**
 * The body of a route whose rules depend on what only the server knows (the customer's
 * journey, the shares still free): the route accepts any object and the service checks it
 * with the domain schema for that context, answering 422 per field.
 */
export const contextCheckedBody = (description: string, variants: readonly z.ZodType[]) =>
  documentedBy(z.record(z.string(), z.unknown()), description, variants);

/**
 * The body of a route that checks it only after the caller's access (a stranger reads 404
 * before any 422): the route takes it as it comes and hands it to the service. The client is
 * typed with what it must send, `variant`'s input.
 */
export const accessFirstBody = <Variant extends z.ZodType>(description: string, variant: Variant) =>
  documentedBy(z.unknown(), description, [variant]) as z.ZodType<unknown, z.input<Variant>>;
