import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeptReplies } from './kept-replies';

describe('replies kept per company at a stamp', () => {
  afterEach(() => vi.useRealTimers());

  it('gives a reply again only for the stamp it was kept at, and forgets it at another', () => {
    const kept = createKeptReplies({ capacity: 10, lifetimeMs: 60_000 });
    kept.keep('company-a', '7/2026-11-29', '[{"first_name":"Paul"}]');
    expect(kept.get('company-a', '7/2026-11-29')).toBe('[{"first_name":"Paul"}]');
    expect(kept.get('company-b', '7/2026-11-29')).toBeUndefined();
    // A newer revision (or another day) finds nothing, and the old reply is gone.
    expect(kept.get('company-a', '8/2026-11-29')).toBeUndefined();
    expect(kept.get('company-a', '7/2026-11-29')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('forgets a reply once its lifetime is over, asked for or not', () => {
    vi.useFakeTimers();
    const kept = createKeptReplies({ capacity: 10, lifetimeMs: 60_000 });
    kept.keep('company-a', '1/d', 'a');
    kept.keep('company-b', '1/d', 'b');
    vi.advanceTimersByTime(59_000);
    expect(kept.get('company-a', '1/d')).toBe('a');
    vi.advanceTimersByTime(1_000);
    expect(kept.get('company-a', '1/d')).toBeUndefined();
    // Never asked for again: the sweep removes it all the same.
    vi.advanceTimersByTime(30_000);
    expect(kept.size).toBe(0);
  });

  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const kept = createKeptReplies({ capacity: 2, lifetimeMs: 60_000 });
    kept.keep('a', '1/d', 'a');
    kept.keep('b', '1/d', 'b');
    expect(kept.get('a', '1/d')).toBe('a'); // a is now the most recent
    kept.keep('c', '1/d', 'c');
    expect(kept.get('b', '1/d')).toBeUndefined();
    expect(kept.get('a', '1/d')).toBe('a');
    expect(kept.get('c', '1/d')).toBe('c');
    expect(kept.size).toBe(2);
  });
});
