import type { App } from '../../src/types';

/** One operation of the API: method in capitals, path as the OpenAPI document writes it (/companies/{companyId}). */
export interface ApiOperation {
  method: string;
  path: string;
  /** Whether the operation declares a JSON request body. */
  jsonBody: boolean;
}

/** Same route whatever its parameters are called: /companies/{companyId} and /companies/:id/ both give /companies/:. */
export const routeShape = (path: string): string =>
  path
    .replace(/\{[^}]+\}/g, ':')
    .replace(/:[^/]+/g, ':')
    .replace(/(.)\/$/, '$1');

export const operationKey = (operation: { method: string; path: string }) =>
  `${operation.method} ${operation.path}`;

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

/** Every operation the OpenAPI document (served at /docs/json) describes. */
export function openApiOperations(app: App): ApiOperation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      jsonBody: Boolean(operation.requestBody?.content?.['application/json']),
    })),
  );
}

/**
 * Every method and route shape the router really holds, read from app.printRoutes(), so that a
 * route hidden from the OpenAPI document is found too. HEAD (added for each GET) and the CORS
 * OPTIONS catch-all are left out.
 */
export function routerOperations(app: App): { method: string; shape: string }[] {
  const found: { method: string; shape: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((value) => value.trim())) {
      if (method === '' || method === 'HEAD' || method === 'OPTIONS') continue;
      found.push({ method, shape: routeShape(path) });
    }
  }
  return found;
}
