import { API_HEADERS, CLIENT_VERSION } from '@app/domain';
import { clientSettings } from './api-settings';
import { getAppCheckToken } from './app-check';
import { apiUrl } from './env';
import { getProgress } from './progress-store';

export type QueryValue = string | number | boolean | null | undefined;

/** Who a call is made as (spec §7). */
export interface CallerOptions {
  /** 'bearer' (default): the stored token; 'none': anonymous; basic: login credentials. */
  auth?: 'bearer' | 'none' | { email: string; password: string };
  /** Anonymous calls protected by app-check (account creation, login, contact, reminder). */
  appCheck?: boolean;
  headers?: Record<string, string>;
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
  options: CallerOptions,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const progress = getProgress();
  const headers: Record<string, string> = {
    accept: 'application/json',
    [API_HEADERS.language]: clientSettings.language(),
    [API_HEADERS.signupVersion]: CLIENT_VERSION,
  };
  if (clientSettings.brand) headers[API_HEADERS.clientBrand] = clientSettings.brand;
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
