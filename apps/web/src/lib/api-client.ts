import {
  type ApiBodyOption,
  type ApiReply,
  type RouteContract,
  type RouteKey,
  type RouteParams,
  routeMethod,
  routeUrl,
} from '@app/domain';
import { ApiError } from './api-errors';
import { readBody, readSuccessBody } from './api-reply';
import { buildHeaders, buildUrl, type CallerOptions, type QueryValue } from './api-request';
import {
  type Answer,
  type Attempt,
  attemptHeaders,
  callWithStatusPolicy,
  type FailurePolicy,
  networkFailure,
  reportFailure,
} from './api-status-policy';
import { loadContracts } from './contracts';

/**
 * The one way the web app talks to the API (spec §7) with JSON: the spec's headers
 * (api-request.ts), its statuses (api-status-policy.ts, shared with uploads: api-upload.ts), and
 * each answer parsed with its route's contract.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions extends CallerOptions, FailurePolicy {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
}

/** Sends the call once, by fetch. */
const sendJson =
  (path: string, options: ApiRequestOptions) =>
  async (attempt: Attempt): Promise<Answer> => {
    const extra = attemptHeaders(attempt);
    if (options.body !== undefined) extra['content-type'] = 'application/json';
    const headers = await buildHeaders(options, extra);
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw networkFailure(options);
    }
    if (!response.ok) return { ok: false, status: response.status, body: await readBody(response) };
    return { ok: true, status: response.status, body: await readSuccessBody(response, options.responseType) };
  };

/** Sends one call; resolves with the parsed body or rejects with an ApiError subclass. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await callWithStatusPolicy(sendJson(path, options), options)) as T;
}

type ParamsOption<Key extends RouteKey> =
  RouteParams<Key> extends Record<string, never> ? { params?: undefined } : { params: RouteParams<Key> };
export type CallOptions<Key extends RouteKey> = Omit<ApiRequestOptions, 'method' | 'body'> &
  ParamsOption<Key> &
  ApiBodyOption<Key>;
/** The options may be left out when the route names no path parameter and needs no body. */
type CallArguments<Key extends RouteKey> =
  RouteParams<Key> extends Record<string, never>
    ? ApiBodyOption<Key> extends { body: unknown }
      ? [CallOptions<Key>]
      : [CallOptions<Key>?]
    : [CallOptions<Key>];

/**
 * Calls one route of the shared contract table: the URL is built from its key, the body is typed
 * with the route's own body schema, and a JSON answer is parsed with its reply schema (the
 * objects the API checks the call and its answer against), so an answer of another shape is an
 * error here, never a wrong value on a screen.
 */
export async function callApi<Key extends RouteKey>(
  key: Key,
  ...[options]: CallArguments<Key>
): Promise<ApiReply<Key>> {
  const { params, ...request } = (options ?? {}) as ApiRequestOptions & { params?: Record<string, string> };
  const method = routeMethod(key) as HttpMethod;
  // The request leaves at once; the contracts (first use: a few chunks) load meanwhile.
  const [contracts, body] = await Promise.all([
    loadContracts(),
    apiRequest(routeUrl(key, params ?? {}), { ...request, method }),
  ]);
  const contract: RouteContract = contracts.API_ROUTES[key];
  if (!contract.reply || request.responseType === 'blob' || request.responseType === 'text') {
    return body as ApiReply<Key>;
  }
  const parsed = contract.reply.safeParse(body);
  if (!parsed.success) {
    throw reportFailure(new ApiError(0, 'unexpected_reply', `Unexpected answer from ${key}`, body), request);
  }
  return parsed.data as ApiReply<Key>;
}

type Verb = Omit<ApiRequestOptions, 'method' | 'body'>;
/** Calls on a URL the API gave (a document's url or deleteUrl), outside the contract table. */
export const api = {
  get: <T = unknown>(path: string, options: Verb = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options: Verb = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, body?: unknown, options: Verb = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options: Verb = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options: Verb = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
