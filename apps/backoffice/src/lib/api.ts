import {
  API_ROUTES,
  type ApiBodyOption,
  type ApiReply,
  type BackofficeRouteKey,
  ErrorBodySchema,
  type RouteParams,
  routeMethod,
  routeUrl,
} from '@app/domain';
import { apiUrl } from './env';

/** An answer other than success: the status and the API's message in the operator's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

// The session's CSRF token, held in memory only: sent on every state-changing call.
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

// Told when a call answers 401 (session ended or expired): the app goes back to sign-in.
let onUnauthenticated: ((message: string) => void) | null = null;
export const setUnauthenticatedHandler = (handler: ((message: string) => void) | null) => {
  onUnauthenticated = handler;
};

type Query = Record<string, string | number | undefined>;

/** The URL of a back-office route (also the viewer's source for a document). */
export function backofficeUrl<Key extends BackofficeRouteKey>(
  key: Key,
  params: RouteParams<Key>,
  query?: Query,
) {
  const url = new URL(apiUrl() + routeUrl(key, params as Record<string, string>));
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

interface RequestOptions<Key extends BackofficeRouteKey> {
  params?: RouteParams<Key>;
  query?: Query;
  silent401?: boolean;
}
type CallOptions<Key extends BackofficeRouteKey> = RequestOptions<Key> & ApiBodyOption<Key>;

/**
 * The one way the back-office talks to the API: the session cookie (credentials), the CSRF
 * header on state-changing calls, the operator's language, the body typed with the contract's
 * body schema, and the answer parsed with its reply schema (an answer of another shape is an
 * error, never a wrong value on screen).
 */
export async function callApi<Key extends BackofficeRouteKey>(
  key: Key,
  ...[given]: ApiBodyOption<Key> extends { body: unknown } ? [CallOptions<Key>] : [CallOptions<Key>?]
): Promise<ApiReply<Key>> {
  const options: RequestOptions<Key> & { body?: unknown } = given ?? {};
  const method = routeMethod(key);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-language': document.documentElement.lang || 'fr',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(
    backofficeUrl(key, (options.params ?? {}) as RouteParams<Key>, options.query),
    {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
  );
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    const message = parsed.success ? parsed.data.message : response.statusText;
    if (response.status === 401 && !options.silent401) onUnauthenticated?.(message);
    throw new ApiError(response.status, message, parsed.success ? (parsed.data.fields ?? {}) : {});
  }
  const schema = API_ROUTES[key].reply;
  if (schema === null) return undefined as ApiReply<Key>;
  return schema.parse(await response.json()) as ApiReply<Key>;
}
