import {
  API_HEADERS,
  type ApiReply,
  CLIENT_VERSION,
  HTTP_STATUS,
  type RouteContract,
  type RouteKey,
  type RouteParams,
  routeMethod,
  routeUrl,
} from '@app/domain';
import {
  ApiError,
  ReconnectCancelledError,
  RedirectedError,
  ScaCancelledError,
  ValidationError,
} from './api-errors';
import { clearAppCheckToken, getAppCheckToken } from './app-check';
import { loadContracts } from './contracts';
import { apiUrl } from './env';
import { getProgress } from './progress-store';

/**
 * The one way the web app talks to the API (spec §7): headers, and the generic answers
 * 302 (leave for url), 399 (strong authentication, then retry), 401 (reconnect, then retry),
 * 422 (ValidationError with fields) and the generic error modal for anything else.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (sent as is). */
  formData?: FormData;
  headers?: Record<string, string>;
  /** 'bearer' (default): the stored token; 'none': anonymous; basic: login credentials. */
  auth?: 'bearer' | 'none' | { email: string; password: string };
  /** Anonymous calls protected by app-check (account creation, login, contact, reminder). */
  appCheck?: boolean;
  /** Do not open the generic error modal (the caller shows its own message). */
  suppressErrorModal?: boolean;
  /** An authentication call: its 401 is a wrong password, not an expired session. */
  authPath?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
}

/**
 * Gets the 399 answer as received (the SCA modal parses it with the domain's ScaRequiredReplySchema);
 * resolves with the validated challenge id (or nothing: the challenge id of the 399 is used).
 */
export type ScaHandler = (body: unknown) => Promise<string | undefined>;
/** Resolves once the user signed in again (the new token is in the progress store). */
export type ReconnectHandler = () => Promise<void>;
export type ErrorHandler = (error: ApiError) => void;

interface ClientSettings {
  brand: string;
  language: () => string;
  redirect: (url: string) => void;
  scaHandler: ScaHandler | null;
  reconnectHandler: ReconnectHandler | null;
  errorHandler: ErrorHandler | null;
}

const settings: ClientSettings = {
  brand: '',
  language: () => document.documentElement.lang || 'fr',
  redirect: (url) => window.location.assign(url),
  scaHandler: null,
  reconnectHandler: null,
  errorHandler: null,
};

export function configureApiClient(
  next: Partial<Pick<ClientSettings, 'brand' | 'language' | 'redirect'>>,
): void {
  Object.assign(settings, next);
}

/** The SCA modal registers here; returns an unregister function. */
export function registerScaHandler(handler: ScaHandler): () => void {
  settings.scaHandler = handler;
  return () => {
    if (settings.scaHandler === handler) settings.scaHandler = null;
  };
}

export function registerReconnectHandler(handler: ReconnectHandler): () => void {
  settings.reconnectHandler = handler;
  return () => {
    if (settings.reconnectHandler === handler) settings.reconnectHandler = null;
  };
}

export function registerErrorHandler(handler: ErrorHandler): () => void {
  settings.errorHandler = handler;
  return () => {
    if (settings.errorHandler === handler) settings.errorHandler = null;
  };
}

// One reconnect modal for every call that got a 401 at the same time.
let reconnecting: Promise<void> | null = null;
function reconnectOnce(): Promise<void> {
  const handler = settings.reconnectHandler;
  if (!handler) return Promise.reject(new ReconnectCancelledError());
  reconnecting ??= handler().finally(() => {
    reconnecting = null;
  });
  return reconnecting;
}

/** A path under the API, or an absolute URL the API gave (document url, deleteUrl). */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const absolute = /^https?:\/\//.test(path);
  const url = new URL(absolute ? path : apiUrl() + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Every header of spec §7 for one call. */
export async function buildHeaders(
  options: Pick<ApiRequestOptions, 'auth' | 'appCheck' | 'headers'>,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const progress = getProgress();
  const headers: Record<string, string> = {
    accept: 'application/json',
    [API_HEADERS.language]: settings.language(),
    [API_HEADERS.signupVersion]: CLIENT_VERSION,
  };
  if (settings.brand) headers[API_HEADERS.clientBrand] = settings.brand;
  const accountId = progress.user?.uuid ?? progress.user?.id;
  if (accountId) headers[API_HEADERS.accountId] = accountId;
  const signupRequestId = progress.signupRequest?.uuid;
  if (signupRequestId) headers[API_HEADERS.signupRequestId] = signupRequestId;

  const auth = options.auth ?? 'bearer';
  if (auth === 'bearer') {
    const token = progress.user?.token;
    if (token) headers[API_HEADERS.authorization] = `Bearer ${token}`;
  } else if (auth !== 'none') {
    headers[API_HEADERS.authorization] = `Basic ${toBase64(`${auth.email}:${auth.password}`)}`;
  }
  if (options.appCheck) {
    const token = await getAppCheckToken();
    if (token) headers[API_HEADERS.appCheck] = token;
  }
  return { ...headers, ...options.headers, ...extra };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Turns a failed answer into the matching error class; the body is read with the shared error schema. */
export async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const { ErrorBodySchema } = await loadContracts();
  const parsed = ErrorBodySchema.safeParse(body);
  const code = parsed.success ? parsed.data.code : `http_${status}`;
  const message = parsed.success ? parsed.data.message : typeof body === 'string' ? body : '';
  if (status === HTTP_STATUS.validationFailed) {
    return new ValidationError(message, (parsed.success && parsed.data.fields) || {}, body);
  }
  return new ApiError(status, code, message, body);
}

/** The one member of a 399 the client itself reads, to retry with the challenge it names. */
function challengeId(body: unknown): string | undefined {
  const challenge = asRecord(body).challenge;
  if (typeof challenge === 'string') return challenge;
  const id = asRecord(challenge).id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * 399s answered per call. A retry can meet a new 399 when the user chose "try again" after a
 * failed challenge: the API only gives a fresh challenge with the action itself.
 */
const SCA_MAX_ROUNDS = 3;

interface Attempt {
  scaChallenge?: string;
  scaRounds?: number;
  reconnected?: boolean;
  appCheckRetried?: boolean;
}

async function send<T>(path: string, options: ApiRequestOptions, attempt: Attempt): Promise<T> {
  const extra: Record<string, string> = {};
  if (attempt.scaChallenge) extra[API_HEADERS.scaChallenge] = attempt.scaChallenge;
  if (options.body !== undefined && !options.formData) extra['content-type'] = 'application/json';
  const headers = await buildHeaders(options, extra);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.formData ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, 'network_error', 'Network error');
    if (!options.suppressErrorModal) settings.errorHandler?.(error);
    throw error;
  }

  if (response.ok) {
    if (response.status === 204) return undefined as T;
    if (options.responseType === 'blob') return (await response.blob()) as T;
    if (options.responseType === 'text') return (await response.text()) as T;
    return (await readBody(response)) as T;
  }

  const body = await readBody(response);
  const status = response.status;

  if (status === HTTP_STATUS.redirect) {
    const url = asRecord(body).url;
    if (typeof url === 'string') {
      settings.redirect(url);
      throw new RedirectedError(url);
    }
  }

  if (status === HTTP_STATUS.scaRequired && (attempt.scaRounds ?? 0) < SCA_MAX_ROUNDS) {
    if (!settings.scaHandler) throw new ScaCancelledError(body);
    let validated: string | undefined;
    try {
      validated = await settings.scaHandler(body);
    } catch {
      throw new ScaCancelledError(body);
    }
    return send<T>(path, options, {
      ...attempt,
      scaChallenge: validated ?? challengeId(body),
      scaRounds: (attempt.scaRounds ?? 0) + 1,
    });
  }

  if (status === HTTP_STATUS.unauthenticated && !options.authPath && !attempt.reconnected) {
    await reconnectOnce().catch(() => {
      throw new ReconnectCancelledError();
    });
    return send<T>(path, options, { ...attempt, reconnected: true });
  }

  if (
    status === 403 &&
    asRecord(body).code === 'app_check_failed' &&
    options.appCheck &&
    !attempt.appCheckRetried
  ) {
    clearAppCheckToken();
    return send<T>(path, options, { ...attempt, appCheckRetried: true });
  }

  const error = await errorFromResponse(status, body);
  // 422 and authentication failures are shown by the form itself.
  const shownByForm = error instanceof ValidationError || (options.authPath && status === 401);
  if (!shownByForm && !options.suppressErrorModal) settings.errorHandler?.(error);
  throw error;
}

/** Sends one call; resolves with the parsed body or rejects with an ApiError subclass. */
export function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return send<T>(path, options, {});
}

type ParamsOption<Key extends RouteKey> =
  RouteParams<Key> extends Record<string, never> ? { params?: undefined } : { params: RouteParams<Key> };
export type CallOptions<Key extends RouteKey> = Omit<ApiRequestOptions, 'method'> & ParamsOption<Key>;

/**
 * Calls one route of the shared contract table: the URL is built from its key, and a JSON answer
 * is parsed with the route's own reply schema (the object the API checks its answer against), so
 * an answer of another shape is an error here, never a wrong value on a screen.
 */
export async function callApi<Key extends RouteKey>(
  key: Key,
  ...[options]: RouteParams<Key> extends Record<string, never> ? [CallOptions<Key>?] : [CallOptions<Key>]
): Promise<ApiReply<Key>> {
  const { params, ...request } = (options ?? {}) as ApiRequestOptions & { params?: Record<string, string> };
  const method = routeMethod(key) as HttpMethod;
  // The request leaves at once; the contracts (first use: a few chunks) load meanwhile.
  const [contracts, body] = await Promise.all([
    loadContracts(),
    send<unknown>(routeUrl(key, params ?? {}), { ...request, method }, {}),
  ]);
  const contract: RouteContract = contracts.API_ROUTES[key];
  if (!contract.reply || request.responseType === 'blob' || request.responseType === 'text') {
    return body as ApiReply<Key>;
  }
  const parsed = contract.reply.safeParse(body);
  if (!parsed.success) {
    const error = new ApiError(0, 'unexpected_reply', `Unexpected answer from ${key}`, body);
    if (!request.suppressErrorModal) settings.errorHandler?.(error);
    throw error;
  }
  return parsed.data as ApiReply<Key>;
}

type Verb = Omit<ApiRequestOptions, 'method' | 'body'>;
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

export interface UploadOptions {
  /** POST by default; the KYC multipart variant is a PUT. */
  method?: 'POST' | 'PUT';
  query?: Record<string, QueryValue>;
  /** Extra multipart fields (e.g. jsonBody for the KYC variant). */
  fields?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function xhrUpload(
  path: string,
  files: readonly Blob[],
  options: UploadOptions,
  attempt: Attempt,
): Promise<unknown> {
  return buildHeaders(
    {},
    attempt.scaChallenge ? { [API_HEADERS.scaChallenge]: attempt.scaChallenge } : {},
  ).then(
    (headers) =>
      new Promise<unknown>((resolve, reject) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
        for (const file of files) form.append('files', file, file instanceof File ? file.name : 'file');
        const xhr = new XMLHttpRequest();
        xhr.open(options.method ?? 'POST', buildUrl(path, options.query));
        // Uploads have no timeout (spec §7).
        xhr.timeout = 0;
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          let body: unknown = xhr.responseText;
          try {
            body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
          } catch {
            // Keep the raw text: it is shown as the server message.
          }
          if (xhr.status >= 200 && xhr.status < 300) {
            options.onProgress?.(1);
            resolve(body);
          } else {
            void errorFromResponse(xhr.status, body).then(reject, reject);
          }
        };
        xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
        xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
        options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
      }),
  );
}

/**
 * Multipart upload (field `files`) with progress events. 302/399/401 are handled like
 * other calls; other failures reject without the generic modal (the dropzone shows them).
 */
export async function uploadFiles<T = unknown>(
  path: string,
  files: readonly Blob[],
  options: UploadOptions = {},
  attempt: Attempt = {},
): Promise<T> {
  try {
    return (await xhrUpload(path, files, options, attempt)) as T;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === HTTP_STATUS.redirect) {
      const url = asRecord(error.body).url;
      if (typeof url === 'string') {
        settings.redirect(url);
        throw new RedirectedError(url);
      }
    }
    if (error.status === HTTP_STATUS.unauthenticated && !attempt.reconnected) {
      await reconnectOnce().catch(() => {
        throw new ReconnectCancelledError();
      });
      return uploadFiles<T>(path, files, options, { ...attempt, reconnected: true });
    }
    if (
      error.status === HTTP_STATUS.scaRequired &&
      (attempt.scaRounds ?? 0) < SCA_MAX_ROUNDS &&
      settings.scaHandler
    ) {
      const body = error.body;
      const validated = await settings.scaHandler(body).catch(() => {
        throw new ScaCancelledError(body);
      });
      return uploadFiles<T>(path, files, options, {
        ...attempt,
        scaChallenge: validated ?? challengeId(body),
        scaRounds: (attempt.scaRounds ?? 0) + 1,
      });
    }
    throw error;
  }
}
