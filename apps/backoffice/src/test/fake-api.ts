import { vi } from 'vitest';

export interface Call {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

/** Stands in for the API at fetch: each handler answers the calls it knows; every call is kept. */
export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { code: 'not_found', message: 'Introuvable.' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const SESSION = {
  operator: { id: 'op-1', email: 'alice@bank.example', name: 'Alice Martin', role: 'reviewer' as const },
  csrf_token: 'csrf-123',
  idle_timeout_seconds: 900,
};

export const route = (call: Call) => `${call.method} ${call.url.pathname}`;
