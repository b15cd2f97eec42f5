import { describe, expect, it } from 'vitest';
import { memoizeByContext } from './memoize';
import { representativeSchema } from './representative';

describe('memoizeByContext', () => {
  it('builds once per context, whatever the key order', () => {
    let builds = 0;
    const factory = memoizeByContext((context: { journey: string; shares: number }) => {
      builds += 1;
      return { ...context };
    });
    const first = factory({ journey: 'signup', shares: 10 });
    expect(factory({ shares: 10, journey: 'signup' })).toBe(first);
    expect(factory({ journey: 'signup', shares: 11 })).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('keeps the representative rules of each context apart', () => {
    const tight = representativeSchema({
      journey: 'enrollment',
      isUser: false,
      remainingShares: 10,
      ownShares: 0,
    });
    const loose = representativeSchema({
      journey: 'enrollment',
      isUser: false,
      remainingShares: 5000,
      ownShares: 0,
    });
    expect(tight).not.toBe(loose);
    expect(
      representativeSchema({ journey: 'enrollment', isUser: false, remainingShares: 10, ownShares: 0 }),
    ).toBe(tight);
  });
});
