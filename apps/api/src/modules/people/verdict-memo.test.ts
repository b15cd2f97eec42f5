import { describe, expect, it } from 'vitest';
import { createVerdictMemo, exactText } from './verdict-memo';

describe('exactText: two different answers never read the same', () => {
  it('keeps apart values of different kinds or shapes', () => {
    const texts = [
      { shares: null },
      { shares: 0 },
      { shares: '0' },
      { shares: false },
      {},
      { shares: [] },
      { shares: {} },
      { shares: ['a', 'b'] },
      { shares: ['a,b'] },
      { a: 'x', b: 'y' },
      { a: 'x","b":"y' },
    ].map(exactText);
    expect(texts).not.toContain(null);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('refuses what JSON would merge or drop, or what is not plain data, so it is never remembered', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -0, undefined, new Date(0), new Map()]) {
      expect(exactText({ shares: value })).toBeNull();
      expect(exactText([value])).toBeNull();
    }
  });
});

describe('a remembered verdict', () => {
  it('is decided once for the same input in the same context, again for another', () => {
    const remember = createVerdictMemo(10);
    let checks = 0;
    const check = (verdict: boolean) => () => {
      checks += 1;
      return verdict;
    };
    expect(remember('person', { journey: 'signup' }, { first_name: 'Paul' }, check(true))).toBe(true);
    expect(remember('person', { journey: 'signup' }, { first_name: 'Paul' }, check(false))).toBe(true);
    expect(checks).toBe(1);
    expect(remember('person', { journey: 'enrollment' }, { first_name: 'Paul' }, check(false))).toBe(false);
    expect(remember('person', { journey: 'signup' }, { first_name: 'Paula' }, check(false))).toBe(false);
    expect(remember('mandate', { journey: 'signup' }, { first_name: 'Paul' }, check(false))).toBe(false);
    expect(checks).toBe(4);
  });

  it('keeps at most its limit, forgetting the oldest first', () => {
    const remember = createVerdictMemo(2);
    let checks = 0;
    const ask = (name: string) =>
      remember('person', {}, { name }, () => {
        checks += 1;
        return true;
      });
    ask('a');
    ask('b');
    ask('c');
    expect(checks).toBe(3);
    ask('c');
    ask('b');
    expect(checks).toBe(3);
    ask('a');
    expect(checks).toBe(4);
  });

  it('checks every time what cannot be written exactly', () => {
    const remember = createVerdictMemo(10);
    let checks = 0;
    for (let i = 0; i < 2; i += 1)
      remember('person', {}, { at: new Date(0) }, () => {
        checks += 1;
        return true;
      });
    expect(checks).toBe(2);
  });
});
