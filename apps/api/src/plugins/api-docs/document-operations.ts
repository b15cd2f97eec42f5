import { API_HEADERS, type DocumentedRefusal } from '@app/domain';
import { HEADER_PARAMETERS, headerRef } from './header-parameters';
import { refusalRef } from './refusal-responses';
import type { RouteFacts } from './route-facts';

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: unknown; example?: unknown }> } | { $ref: string }
  >;
}
export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: OpenApiPaths;
  components: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, unknown>;
  tags?: unknown[];
}

/** A file upload: one or more files in the multipart field `files` (PDF, JPEG or PNG). */
const DOCUMENT_UPLOAD = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      description: 'The files: PDF, JPEG or PNG.',
      items: { type: 'string', format: 'binary' },
    },
  },
};

const SUCCESS_WORDS: Record<string, string> = {
  '200': 'Done: the answer.',
  '201': 'Created: the answer.',
  '202': 'Accepted: it will be done.',
  '204': 'Done: no content.',
};

/** The retry key of the creating calls, in the words of HEADER_PARAMETERS (the idempotency plugin adds the header). */
const isIdempotencyKey = (parameter: unknown) =>
  (parameter as { in?: string; name?: string }).in === 'header' &&
  (parameter as { name?: string }).name === API_HEADERS.idempotencyKey;

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every operation of the document, with a callback for each. */
export function eachOperation(
  paths: OpenApiPaths,
  visit: (key: string, operation: OpenApiOperation, path: string, method: string) => void,
) {
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods))
      visit(operationKey(method, path), operation, path, method);
  }
}

function withExample(content: { example?: unknown } | undefined, example: unknown) {
  if (content && example !== undefined) content.example = example;
}

/**
 * Gives each generated operation what its contract and its route say: summary and description,
 * every refusal it answers, its credential, the spec's headers it takes, an upload's multipart
 * body and the contract's examples.
 */
export function documentOperations(document: OpenApiDocument, factsByKey: ReadonlyMap<string, RouteFacts>) {
  eachOperation(document.paths, (key, operation) => {
    const facts = factsByKey.get(key);
    if (!facts) return;
    const doc = facts.contract?.doc;
    if (doc) {
      operation.summary = doc.summary;
      operation.description = doc.description;
    }
    const refusals = [...facts.refusals].sort((a, b) => a - b);
    for (const status of refusals)
      operation.responses[String(status)] ??= refusalRef(status as DocumentedRefusal);
    if (facts.authenticated && !operation.security) {
      operation.security = [key.includes(' /backoffice/') ? { operatorSession: [] } : { bearer: [] }];
    }
    const headers = [
      headerRef('Language'),
      ...(facts.appCheck ? [headerRef('AppCheck')] : []),
      ...(facts.refusals.has(399) ? [headerRef('ScaChallenge')] : []),
      ...(facts.csrf ? [headerRef('CsrfToken')] : []),
    ];
    const parameters = (operation.parameters ?? []).map((parameter) =>
      isIdempotencyKey(parameter)
        ? { ...(parameter as object), ...HEADER_PARAMETERS.IdempotencyKey }
        : parameter,
    );
    operation.parameters = [...parameters, ...headers];
    for (const [status, response] of Object.entries(operation.responses)) {
      const words = SUCCESS_WORDS[status];
      if (words && 'description' in response && response.description === 'Default Response') {
        response.description = words;
      }
    }
    if (facts.upload) {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/DocumentUpload' } } },
      };
    }
    withExample(operation.requestBody?.content?.['application/json'], doc?.examples?.body);
    // The reply's example goes with the operation's main success: a creation's 201 before a replay's 200.
    const success = ['201', '200', '202'].map((status) => operation.responses[status]).find(Boolean);
    if (success && 'content' in success)
      withExample(success.content?.['application/json'], doc?.examples?.reply);
  });
  document.components.schemas = { ...document.components.schemas, DocumentUpload: DOCUMENT_UPLOAD };
  document.components.parameters = { ...HEADER_PARAMETERS };
  return document;
}
