import { describe, expect, it } from 'vitest';
import { createLocalRegistry } from '../../src/registry/local/local-provider';
import type { RegistryStore, UnitRow } from '../../src/registry/local/store';
import { SEARCH_RESULT_CAP } from '../../src/registry/types';

const unit = (n: number, active: boolean): UnitRow => ({
  siren: String(100000000 + n),
  name: `CABINET ${n}`,
  legal_category: '5485',
  ape: '86.23Z',
  active: active ? 1 : 0,
  siret: `${100000000 + n}00011`,
  street: null,
  street_details: null,
  postcode: null,
  city: null,
  country: null,
  establishment_count: 1,
});

/** A register holding `active` open and `closed` closed matches of any words. */
function storeWith(active: number, closed: number): RegistryStore {
  const matches = (open: boolean) => (open ? active : closed);
  return {
    countWords: async (_words, open, cap) => Math.min(cap, matches(open)),
    pageWords: async (_words, open, _ranked, limit, offset) =>
      Array.from({ length: Math.max(0, Math.min(limit, matches(open) - offset)) }, (_, i) =>
        unit(offset + i + (open ? 0 : 500_000), open),
      ),
    bySiren: async () => undefined,
    bySiret: async () => undefined,
    byNumberPrefix: async () => [],
    establishments: async () => [],
    establishment: async () => undefined,
    close: async () => {},
  };
}

describe('local register search counts', () => {
  it('counts up to the cap and says so, so the user refines a query matching half of France', async () => {
    const registry = createLocalRegistry(storeWith(250_000, 40_000));
    const page = await registry.search('cabinet', 1);
    expect(page).toMatchObject({
      total: SEARCH_RESULT_CAP,
      capped: true,
      total_pages: SEARCH_RESULT_CAP / 10,
    });
    expect(page.results).toHaveLength(10);
    expect(page.results.every((r) => r.active)).toBe(true);
  });

  it('gives the exact total under the cap, open companies before closed ones across pages', async () => {
    const registry = createLocalRegistry(storeWith(15, 7));
    const first = await registry.search('cabinet', 1);
    expect(first).toMatchObject({ total: 22, capped: false, total_pages: 3 });
    const second = await registry.search('cabinet', 2);
    expect(second.results.map((r) => r.active)).toEqual([...Array(5).fill(true), ...Array(5).fill(false)]);
  });
});
