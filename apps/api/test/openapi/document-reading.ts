/** What the tests read of an OpenAPI document. */
interface MediaType {
  schema?: unknown;
  example?: unknown;
}
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

/** The document's operations, keyed "METHOD /path" as the contract table names them. */
export function operationsOf(document: OpenApiDocument | undefined) {
  return Object.entries(document?.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}
