import type { z } from 'zod';

/**
 * One route of the API as both apps know it: the API registers it with `reply` as its success
 * response schema, `body` and `query` as its request schemas, and the apps send and parse with
 * the very same objects. `reply: null` marks a route whose success answer is not JSON (a file,
 * or no body).
 */
export interface RouteContract {
  reply: z.ZodType | null;
  /** Success statuses sharing the reply schema (default: 200 only). */
  statuses?: readonly number[];
  /** The JSON body the route validates; none when it takes no body (or a multipart form). */
  body?: z.ZodType;
  /** The query string the route validates. */
  query?: z.ZodType;
  /** What the OpenAPI document of the route's audience says of it (docs/api.md). */
  doc?: OperationDoc;
}

/** The refusals an operation may document besides its success, each with the error body. */
export type DocumentedRefusal = 302 | 399 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503 | 507;

/**
 * An operation as its reader learns it: what it does, and the refusals of its own rules. The
 * refusals its shape implies are added by the API from the route itself (a body or a query: 422;
 * an id in the path: 404; a session: 401; a role, a scope or app-check: 403; an upload: 413 and
 * 415; a rate limit: 429; a journey already complete: 302), so they are not repeated here.
 */
export interface OperationDoc {
  /** One line, as the list of operations shows it. */
  summary: string;
  /** What the operation does and when a caller uses it. */
  description: string;
  /** The refusals of its own rules (409 for a state that forbids it, 399 for SCA…). */
  refusals?: readonly DocumentedRefusal[];
  /** Real examples (invented people, valid numbers), checked against the route's schemas. */
  examples?: { body?: unknown; reply?: unknown };
}

/** Keys are "METHOD /path/{param}", as the OpenAPI document names the operation. */
export type RouteTable = Record<string, RouteContract>;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The path parameters a route key names, each a string. */
export type RouteParams<Key extends string> = [ParamNames<Key>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<Key>, string>;

export type RouteMethod<Key extends string> = Key extends `${infer Method} ${string}` ? Method : never;

/** The answer's type, inferred from the reply schema (`undefined` for a non-JSON answer). */
export type ReplyOf<Contract extends RouteContract> = Contract['reply'] extends z.ZodType
  ? z.infer<Contract['reply']>
  : undefined;

/**
 * The body a client sends: the body schema's input, before its defaults and transforms;
 * `undefined` for a route that takes none.
 */
export type BodyOf<Contract extends RouteContract> = Contract extends { body: infer Body extends z.ZodType }
  ? z.input<Body>
  : undefined;

/** "PUT /companies/{companyId}" and {companyId: "a b"} give "/companies/a%20b". */
export function routeUrl(key: string, params: Record<string, string>): string {
  const path = key.slice(key.indexOf(' ') + 1);
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${key}`);
    return encodeURIComponent(value);
  });
}

export const routeMethod = (key: string): string => key.slice(0, key.indexOf(' '));

/** "/companies/:companyId" as Fastify names it, to the contract key's "/companies/{companyId}". */
export const routeKeyOf = (method: string, fastifyUrl: string): string =>
  `${method.toUpperCase()} ${fastifyUrl.replace(/:(\w+)/g, '{$1}')}`;
