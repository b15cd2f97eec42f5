import { API_HEADERS } from '@app/domain';

/**
 * The companion's calls. No session and no bearer token: the pairing secret, then signatures
 * by the device key, are the credentials (apps/api/src/routes/sca/app).
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

export interface PendingChallenge {
  id: string;
  description: string;
  event: string;
  created_at: string;
  expires_at: string;
  ttl: number;
}

async function call<T>(apiUrl: string, path: string, language: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        [API_HEADERS.language]: language,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
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
  return body as T;
}

export interface PairRequest {
  challenge_id: string;
  pairing_secret: string;
  public_key: { kty: string; crv: string; x: string; y: string };
  device_name: string;
  device_os: string;
  signature: string;
}

export const postPair = (apiUrl: string, language: string, body: PairRequest) =>
  call<{ token_id: string; description: string }>(apiUrl, '/sca/app/pair', language, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export const getPending = (
  apiUrl: string,
  language: string,
  proof: { token_id: string; timestamp: string; signature: string },
) =>
  call<{ challenges: PendingChallenge[] }>(
    apiUrl,
    `/sca/app/pending?${new URLSearchParams(proof).toString()}`,
    language,
  );

export const postRespond = (
  apiUrl: string,
  language: string,
  challengeId: string,
  decision: 'accept' | 'refuse',
  signature: string,
) =>
  call<{ id: string; status: 'accepted' | 'rejected' }>(
    apiUrl,
    `/sca/app/challenges/${encodeURIComponent(challengeId)}/respond`,
    language,
    { method: 'POST', body: JSON.stringify({ decision, signature }) },
  );
