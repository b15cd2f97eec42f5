import type { RuntimeConfigReply } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, fetchRuntimeConfig, fromServer } from './runtime-config';

const API_CONFIG: RuntimeConfigReply = {
  ...DEFAULT_RUNTIME_CONFIG,
  brand: { ...DEFAULT_RUNTIME_CONFIG.brand, name: 'Marque du serveur', bankName: 'Banque du serveur' },
  price: {
    monthlyAmount: 12,
    currency: 'EUR',
    includes: { fr: ['Une carte'], en: ['A card'], de: ['Eine Karte'] },
  },
};

/** The network as the browser sees it: every request is recorded, /config answers `body`. */
function network(body: unknown) {
  const fetchMock = vi.fn(
    async (_input: string | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.__ENV__ = undefined;
});

describe('the runtime configuration at start', () => {
  it('is the one the web server gave with env.js, without a request to the API', async () => {
    const requests = network({});
    window.__ENV__ = { apiUrl: 'http://api.test', config: API_CONFIG };
    const config = await fetchRuntimeConfig();
    expect(config).toEqual(API_CONFIG);
    expect(fromServer(config)).toBe(true);
    expect(requests).not.toHaveBeenCalled();
  });

  it("is asked of the API when env.js has none, and checked against /config's contract", async () => {
    const requests = network(API_CONFIG);
    window.__ENV__ = { apiUrl: 'http://api.test' };
    expect(await fetchRuntimeConfig()).toEqual(API_CONFIG);
    expect(String(requests.mock.calls[0]?.[0])).toBe('http://api.test/config');

    network({ ...API_CONFIG, features: 'all' });
    const config = await fetchRuntimeConfig();
    expect(config).toBe(DEFAULT_RUNTIME_CONFIG);
    expect(fromServer(config)).toBe(false);
  });
});
