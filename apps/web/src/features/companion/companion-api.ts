import { API_HEADERS, API_ROUTES, type ApiReply, routeMethod, routeUrl } from '@app/domain';
import type { PublicJwk } from './device-keys';

/**
 * The companion's calls. No session and no bearer token: the pairing secret, then signatures
 * by the device key, are the credentials (apps/api/src/routes/sca/app). They go to the API of
 * the pairing link, not the web app's own, so they do not use callApi; answers are still parsed
 * with the reply schemas of the shared contract.
 */
export class CompanionApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CompanionApiError';
  }
}

type CompanionRoute = 'POST /sca/app/pair' | 'GET /sca/app/pending' | 'POST /sca/app/challenges/{id}/respond';

interface CompanionRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

async function call<Key extends CompanionRoute>(
  apiUrl: string,
  language: string,
  key: Key,
  request: CompanionRequest = {},
): Promise<ApiReply<Key>> {
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${routeUrl(key, request.params ?? {})}${query}`, {
      method: routeMethod(key),
      headers: {
        accept: 'application/json',
        [API_HEADERS.language]: language,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
  } catch {
    throw new CompanionApiError(0, '');
  }
  let body: Record<string, unknown> = {};
  try {
    const text = await response.text();
    if (text) body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    throw new CompanionApiError(response.status, typeof body.message === 'string' ? body.message : '');
  }
  // An answer of another shape is treated like an unreachable API, never shown half read.
  const parsed = API_ROUTES[key].reply.safeParse(body);
  if (!parsed.success) throw new CompanionApiError(0, '');
  return parsed.data as ApiReply<Key>;
}

export interface PairRequest {
  challenge_id: string;
  pairing_secret: string;
  public_key: PublicJwk;
  device_name: string;
  device_os: string;
  signature: string;
}

export const postPair = (apiUrl: string, language: string, body: PairRequest) =>
  call(apiUrl, language, 'POST /sca/app/pair', { body });

export const getPending = (
  apiUrl: string,
  language: string,
  proof: { token_id: string; timestamp: string; signature: string },
) => call(apiUrl, language, 'GET /sca/app/pending', { query: proof });

export const postRespond = (
  apiUrl: string,
  language: string,
  challengeId: string,
  decision: 'accept' | 'refuse',
  signature: string,
) =>
  call(apiUrl, language, 'POST /sca/app/challenges/{id}/respond', {
    params: { id: challengeId },
    body: { decision, signature },
  });
