import * as domain from '@app/domain';
import {
  API_ROUTES,
  ErrorBodySchema,
  ScaRequiredReplySchema,
  StatusReportEventSchema,
  ValidationErrorBodySchema,
} from '@app/domain';
import { z } from 'zod';

/**
 * The schemas the OpenAPI documents name as components, each by the name the domain exports it
 * with ("CompanyReplySchema" is "CompanyReply"), so a new contract's schemas are named without a
 * list to keep. The name joins the schema's metadata in zod's registry, beside its description:
 * only JSON Schema generation reads it, never the validation.
 */
const schemasByName = new Map<string, z.ZodType>();
function nameSchema(schema: z.ZodType, id: string) {
  const named = z.globalRegistry.get(schema)?.id;
  if (named) {
    schemasByName.set(named, schema);
    return;
  }
  if (schemasByName.has(id)) return;
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  schemasByName.set(id, schema);
}

/** The schema a component is generated from ("PersonBodyInput" and "PersonBody" are PersonBodySchema's). */
export const schemaNamed = (component: string): z.ZodType | undefined =>
  schemasByName.get(component) ?? schemasByName.get(component.replace(/Input$/, ''));

// Every refusal shares one body: one component for it and one for a 422's field messages.
nameSchema(ErrorBodySchema, 'ErrorReply');
nameSchema(ValidationErrorBodySchema, 'ValidationErrorReply');
// A 399 is the error body with the challenge to validate.
nameSchema(ScaRequiredReplySchema, 'ScaRequiredReply');
// The body of the status reports posted to the insurer (the partner document's webhook).
nameSchema(StatusReportEventSchema, 'StatusReportEvent');

// The replies: a query becomes parameters, which a reference cannot; a body stays inline, where
// the reader of an operation (and the bad-input sweep) finds its fields.
const contractReplies = new Set<unknown>(
  Object.values(API_ROUTES as Record<string, { reply: unknown }>).map((contract) => contract.reply),
);
for (const [exportName, value] of Object.entries(domain)) {
  if (exportName.endsWith('Schema') && value instanceof z.ZodType && contractReplies.has(value)) {
    nameSchema(value, exportName.slice(0, -'Schema'.length));
  }
}
