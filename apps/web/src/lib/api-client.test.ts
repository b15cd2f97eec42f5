import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { RedirectedError, ScaCancelledError, ValidationError } from './api-errors';
import {
  configureApiClient,
  registerErrorHandler,
  registerReconnectHandler,
  registerScaHandler,
} from './api-settings';
import { uploadFiles } from './api-upload';
import { clearAppCheckToken } from './app-check';
import { leadingZeroBits } from './app-check-solver';
import { resetProgress, updateProgress } from './progress-store';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown };

/** A fake network: answers queued replies per "METHOD path" and records every call. */
function fakeNetwork(routes: Record<string, Reply[] | ((call: Call) => Reply)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: Call = {
      url: url.toString(),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(call) : route?.shift();
    if (!reply) throw new Error(`Unexpected call ${call.method} ${url.pathname}`);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const redirect = vi.fn();
const errorModal = vi.fn();

beforeEach(() => {
  resetProgress();
  clearAppCheckToken();
  redirect.mockReset();
  errorModal.mockReset();
  configureApiClient({ brand: 'Pro Santé Banque', language: () => 'de', redirect });
  registerErrorHandler(errorModal);
  window.__ENV__ = { apiUrl: 'http://api.test' };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('headers', () => {
  it('sends every header of the contract on an authenticated call', async () => {
    updateProgress((progress) => ({
      ...progress,
      user: { token: 'tok-1', uuid: 'user-uuid' },
      signupRequest: { uuid: 'request-uuid' },
    }));
    const calls = fakeNetwork({ 'GET /user': [{ status: 200, body: { ok: true } }] });
    await api.get('/user');
    expect(calls[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'x-account-id': 'user-uuid',
      'x-signup-request-id': 'request-uuid',
      'x-language': 'de',
      'x-client-brand': 'Pro Santé Banque',
      'x-signup-version': '23.1.0',
    });
  });

  it('solves an app-check challenge for each anonymous call, the API taking a token once', async () => {
    let issued = 0;
    const calls = fakeNetwork({
      'GET /app-check/challenge': () => ({ status: 200, body: { challenge: `abc${issued}`, difficulty: 4 } }),
      'POST /app-check/token': (call) => {
        const { challenge, nonce } = call.body as { challenge: string; nonce: string };
        expect(challenge).toBe(`abc${issued}`);
        expect(nonce).toMatch(/^\d+$/);
        issued += 1;
        return {
          status: 200,
          body: { token: `app-token-${issued}`, expires_at: new Date(Date.now() + 600_000).toISOString() },
        };
      },
      'POST /contact': [
        { status: 200, body: {} },
        { status: 200, body: {} },
        { status: 200, body: {} },
        { status: 200, body: {} },
      ],
    });
    await api.post('/contact', { email: 'a@b.fr' }, { auth: 'none', appCheck: true });
    await api.post('/contact', { email: 'a@b.fr' }, { auth: 'none', appCheck: true });
    // Two calls at once do not share a token either.
    await Promise.all([
      api.post('/contact', { email: 'a@b.fr' }, { auth: 'none', appCheck: true }),
      api.post('/contact', { email: 'a@b.fr' }, { auth: 'none', appCheck: true }),
    ]);
    const contacts = calls.filter((call) => call.url.endsWith('/contact'));
    const tokens = contacts.map((call) => call.headers['x-app-check']);
    expect(tokens.slice(0, 2)).toEqual(['app-token-1', 'app-token-2']);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(contacts[0]?.headers.authorization).toBeUndefined();
  });

  it('counts leading zero bits of a digest', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
  });
});

describe('status handling', () => {
  it('302 sends the browser to the url', async () => {
    fakeNetwork({
      'GET /user': [{ status: 302, body: { code: 'completed', url: 'https://espace.example/' } }],
    });
    await expect(api.get('/user')).rejects.toBeInstanceOf(RedirectedError);
    expect(redirect).toHaveBeenCalledWith('https://espace.example/');
    expect(errorModal).not.toHaveBeenCalled();
  });

  it('399 opens the SCA handler and retries with the validated challenge', async () => {
    const calls = fakeNetwork({
      'POST /companies/c1/complete': [
        { status: 399, body: { code: 'sca_required', challenge: { id: 'ch-1' } } },
        { status: 200, body: { uuid: 'account' } },
      ],
    });
    const handler = vi.fn(async () => 'ch-1-validated');
    const off = registerScaHandler(handler);
    await expect(api.post('/companies/c1/complete')).resolves.toEqual({ uuid: 'account' });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ challenge: { id: 'ch-1' } }));
    expect(calls[1]?.headers['x-sca-challenge']).toBe('ch-1-validated');
    off();
  });

  it('a retry answered 399 again (try again after a failed challenge) goes back to the handler, a bounded number of times', async () => {
    const again = { status: 399, body: { code: 'sca_required', challenge: { id: 'ch-new' } } };
    const calls = fakeNetwork({
      'POST /companies/c1/complete': [
        { status: 399, body: { code: 'sca_required', challenge: { id: 'ch-1' } } },
        again,
        { status: 200, body: { uuid: 'account' } },
      ],
    });
    const handler = vi.fn(async (body: unknown) => (body as { challenge: { id: string } }).challenge.id);
    const off = registerScaHandler(handler);
    await expect(api.post('/companies/c1/complete')).resolves.toEqual({ uuid: 'account' });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(calls.map((call) => call.headers['x-sca-challenge'])).toEqual([undefined, 'ch-1', 'ch-new']);

    const endless = fakeNetwork({ 'POST /companies/c1/complete': [again, again, again, again, again] });
    await expect(api.post('/companies/c1/complete')).rejects.toMatchObject({ status: 399 });
    expect(endless).toHaveLength(4);
    off();
  });

  it('399 rejects when the SCA modal is closed', async () => {
    const calls = fakeNetwork({
      'POST /companies/c1/complete': [
        { status: 399, body: { code: 'sca_required', challenge: { id: 'ch-2' } } },
      ],
    });
    const off = registerScaHandler(() => Promise.reject(new Error('closed')));
    await expect(api.post('/companies/c1/complete')).rejects.toBeInstanceOf(ScaCancelledError);
    expect(calls).toHaveLength(1);
    off();
  });

  it('401 opens the reconnect modal once and retries with the new token', async () => {
    updateProgress((progress) => ({ ...progress, user: { token: 'expired' } }));
    const calls = fakeNetwork({
      'GET /user': [
        { status: 401, body: { code: 'unauthenticated', message: 'expired' } },
        { status: 200, body: { uuid: 'u' } },
      ],
    });
    const reconnect = vi.fn(async () => {
      updateProgress((progress) => ({ ...progress, user: { token: 'fresh' } }));
    });
    const off = registerReconnectHandler(reconnect);
    await expect(api.get('/user')).resolves.toEqual({ uuid: 'u' });
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
    off();
  });

  it('401 on an authentication path is a wrong password, not an expired session', async () => {
    fakeNetwork({
      'GET /user/auth': [
        { status: 401, body: { code: 'auth_failed', message: 'Le mot de passe est incorrect' } },
      ],
    });
    const reconnect = vi.fn(async () => undefined);
    const off = registerReconnectHandler(reconnect);
    await expect(
      api.get('/user/auth', { auth: { email: 'a@b.fr', password: 'x' }, authPath: true }),
    ).rejects.toMatchObject({ status: 401, code: 'auth_failed' });
    expect(reconnect).not.toHaveBeenCalled();
    expect(errorModal).not.toHaveBeenCalled();
    off();
  });

  it('422 rejects with the field messages for the form, without the error modal', async () => {
    fakeNetwork({
      'POST /user': [
        {
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'Des informations sont manquantes ou incorrectes.',
            fields: {
              email: 'Un compte existe déjà avec cette adresse e-mail.',
              'address.zip': 'Code postal',
            },
          },
        },
      ],
    });
    const error = await api.post('/user', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      email: 'Un compte existe déjà avec cette adresse e-mail.',
      'address.zip': 'Code postal',
    });
    expect(errorModal).not.toHaveBeenCalled();
  });

  it('other failures open the generic error modal unless the call suppresses it', async () => {
    fakeNetwork({
      'GET /companies/search': [
        { status: 500, body: { code: 'internal', message: 'boom' } },
        { status: 500, body: { code: 'internal', message: 'boom' } },
      ],
    });
    await expect(api.get('/companies/search')).rejects.toMatchObject({ status: 500 });
    expect(errorModal).toHaveBeenCalledTimes(1);
    await expect(api.get('/companies/search', { suppressErrorModal: true })).rejects.toMatchObject({
      status: 500,
    });
    expect(errorModal).toHaveBeenCalledTimes(1);
  });
});

describe('uploads', () => {
  it('sends the files as multipart field "files" with progress, and the bearer token', async () => {
    updateProgress((progress) => ({ ...progress, user: { token: 'tok-up' } }));
    const sent: { headers: Record<string, string>; body: FormData | null; url: string } = {
      headers: {},
      body: null,
      url: '',
    };
    class FakeXhr {
      status = 0;
      responseText = '';
      timeout = -1;
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_method: string, url: string) {
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      send(body: FormData) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.status = 201;
        this.responseText = JSON.stringify([{ id: 'doc-1' }]);
        this.onload?.();
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File(['%PDF-1.7'], 'carte.pdf', { type: 'application/pdf' });
    const result = await uploadFiles('/user/documents/identity_card', [file], {
      query: { archive: false },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toEqual([{ id: 'doc-1' }]);
    expect(sent.url).toBe('http://api.test/user/documents/identity_card?archive=false');
    expect(sent.headers.authorization).toBe('Bearer tok-up');
    const sentFile = sent.body?.getAll('files')[0] as File | undefined;
    expect(sentFile?.name).toBe('carte.pdf');
    expect(progress).toEqual([0.5, 1]);
  });
});

// Keep the module-level progress clean for other files.
afterEach(() => resetProgress());
