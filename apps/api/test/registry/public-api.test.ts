import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../src/registry/public-api/http-client';
import { createPublicApiRegistry } from '../../src/registry/public-api/public-api-provider';
import { recorded } from './registry-fixtures';

interface Call {
  url: URL;
}

/** A fake of the API answering recorded responses by query, or the scripted statuses first. */
function fakeApi(script: Array<{ status: number; retryAfter?: string } | 'hang'> = []) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url: new URL(url) });
    const next = script.shift();
    if (next === 'hang') {
      return new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason)),
      );
    }
    if (next) {
      return {
        status: next.status,
        headers: new Headers(next.retryAfter ? { 'retry-after': next.retryAfter } : {}),
        json: async () => ({}),
      };
    }
    const q = new URL(url).searchParams.get('q') ?? '';
    const name = { ganymede: 'search-Ganymede' }[q.toLowerCase()] ?? `search-${q}`;
    return { status: 200, headers: new Headers(), json: async () => recorded(name) };
  };
  return { fetch, calls };
}

const sleeps: number[] = [];
const options = (fetch: FetchLike) => ({
  baseUrl: 'https://recherche-entreprises.example',
  fetch,
  minIntervalMs: 0,
  timeoutMs: 50,
  sleep: async (ms: number) => {
    sleeps.push(ms);
  },
});

describe('public company-search API provider', () => {
  it('maps a search by SIREN to the result shape', async () => {
    const api = fakeApi();
    const registry = createPublicApiRegistry(options(api.fetch));
    const page = await registry.search('908 595 879', 1);
    expect(api.calls[0]?.url.searchParams.get('q')).toBe('908595879');
    expect(page).toMatchObject({ page: 1, per_page: 10, total: 1, total_pages: 1 });
    expect(page.results[0]).toMatchObject({
      socialReason: 'SEVERNAYA',
      siren: '908595879',
      siret: expect.stringMatching(/^908595879\d{5}$/),
      legalCategory: '5710',
      legalFormCode: 'SAS',
      legalForm: 'SAS, société par actions simplifiée',
      active: true,
    });
    expect(page.results[0]?.address).not.toMatch(/\d{5}/);
  });

  it('locates a SIRET search at the named establishment and reports a closed company', async () => {
    const registry = createPublicApiRegistry(options(fakeApi().fetch));
    const page = await registry.search('880 878 145 00015', 1);
    expect(page.results[0]).toMatchObject({
      socialReason: 'GANYMEDE',
      siret: '88087814500015',
      address: '128 RUE LA BOETIE',
      postalCode: '75008',
      city: 'PARIS 8',
      ape: '62.02A',
      apeText: 'Conseil en systèmes et logiciels informatiques',
      active: false,
    });
  });

  it('searches names with paging and open companies first', async () => {
    const api = fakeApi();
    const registry = createPublicApiRegistry(options(api.fetch));
    const page = await registry.search('Ganymède', 1);
    expect(api.calls[0]?.url.searchParams.get('q')).toBe('ganymede');
    expect(api.calls[0]?.url.searchParams.get('per_page')).toBe('10');
    expect(page).toMatchObject({ total: 116, total_pages: 12 });
    expect(page.results).toHaveLength(10);
    const firstClosed = page.results.findIndex((r) => !r.active);
    if (firstClosed >= 0) expect(page.results.slice(firstClosed).every((r) => !r.active)).toBe(true);
    const empty = await registry.search('1234 5678 9000 03', 1);
    expect(empty).toMatchObject({ results: [], total: 0 });
  });

  it('shows non-diffusible units as the API masks them', async () => {
    const registry = createPublicApiRegistry(options(fakeApi().fetch));
    const page = await registry.search('300025764', 1);
    expect(page.results[0]).toMatchObject({
      socialReason: '[NON-DIFFUSIBLE]',
      address: null,
      legalFormCode: 'EI',
    });
  });

  it('looks up a SIRET: closed company, legal category, addresses', async () => {
    const registry = createPublicApiRegistry(options(fakeApi().fetch));
    const company = await registry.lookupSiret('88087814500015');
    expect(company).toMatchObject({
      siren: '880878145',
      name: 'GANYMEDE',
      active: false,
      legalCategory: '5710',
      ape: '62.02A',
      address: { street: '128 RUE LA BOETIE', zip: '75008', city: 'PARIS 8', country: 'FR' },
      activityAddress: { street: '128 RUE LA BOETIE', zip: '75008', city: 'PARIS 8' },
    });
    expect(await registry.lookupSiret('12345678900003')).toBeNull();
  });

  it('waits for Retry-After on 429 and retries', async () => {
    sleeps.length = 0;
    const api = fakeApi([{ status: 429, retryAfter: '1' }]);
    const registry = createPublicApiRegistry(options(api.fetch));
    const page = await registry.search('351556394', 1);
    expect(api.calls).toHaveLength(2);
    expect(sleeps).toContain(1000);
    expect(page.results[0]).toMatchObject({ socialReason: 'FINASSUR', legalFormCode: 'SARL' });
  });

  it('gives up on a long Retry-After, a timeout or repeated failures with an explicit unavailable page', async () => {
    const tooLong = createPublicApiRegistry(options(fakeApi([{ status: 429, retryAfter: '60' }]).fetch));
    expect(await tooLong.search('351556394', 1)).toMatchObject({ results: [], unavailable: true });
    const hanging = fakeApi(['hang', 'hang', 'hang']);
    const slow = createPublicApiRegistry(options(hanging.fetch));
    expect(await slow.search('351556394', 1)).toMatchObject({ results: [], unavailable: true });
    expect(hanging.calls).toHaveLength(3);
    const down = createPublicApiRegistry(
      options(fakeApi([{ status: 503 }, { status: 502 }, { status: 500 }]).fetch),
    );
    expect(await down.lookupSiret('88087814500015')).toBeNull();
    expect(await down.establishments('880878145')).toEqual([]);
  });

  it('treats an answer of an unexpected shape as the register being unavailable, not an error', async () => {
    // A 200 whose body is not a search response (the API changed, a proxy's page).
    const odd = () => fakeApi([{ status: 200 }]).fetch;
    expect(await createPublicApiRegistry(options(odd())).search('dupont', 1)).toMatchObject({
      results: [],
      unavailable: true,
    });
    expect(await createPublicApiRegistry(options(odd())).lookupSiret('88087814500015')).toBeNull();
    expect(await createPublicApiRegistry(options(odd())).establishments('880878145')).toEqual([]);
  });

  it('does not send the API a query under 3 characters, which it refuses: no match, not unavailable', async () => {
    const api = fakeApi([{ status: 400 }, { status: 400 }]);
    const registry = createPublicApiRegistry(options(api.fetch));
    for (const query of ['ab', 'a b', "l'x"]) {
      const page = await registry.search(query, 1);
      expect(page, query).toMatchObject({ results: [], total: 0 });
      expect(page.unavailable, query).toBeUndefined();
    }
    expect(api.calls).toHaveLength(0);
    // Three letters go to the API.
    await registry.search('abc', 1);
    expect(api.calls.map((call) => call.url.searchParams.get('q'))).toEqual(['abc']);
  });

  it('spaces calls to stay under the rate limit', async () => {
    let clock = 0;
    const waits: number[] = [];
    const registry = createPublicApiRegistry({
      baseUrl: 'https://recherche-entreprises.example',
      fetch: fakeApi().fetch,
      minIntervalMs: 143,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await Promise.all([
      registry.search('351556394', 1),
      registry.search('351556394', 1),
      registry.search('351556394', 1),
    ]);
    expect(waits).toEqual([143, 286]);
    clock = 10_000;
  });

  it('lists the establishments the API names for a company', async () => {
    const registry = createPublicApiRegistry(options(fakeApi().fetch));
    // Searched by SIREN the API names the head office only.
    const list = await registry.establishments('552032534');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      siret: expect.stringMatching(/^552032534\d{5}$/),
      headOffice: true,
      active: true,
    });
  });
});
