import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('skips a call made while the previous one is in flight, then lets the next one through', async () => {
    let release: (value: string) => void = () => undefined;
    const call = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const once = singleFlight(call);
    const first = once();
    expect(await once()).toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
    release('ok');
    expect(await first).toBe('ok');
    const third = once();
    release('again');
    expect(await third).toBe('again');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is free again after a failure', async () => {
    const once = singleFlight(vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up'));
    await expect(once()).rejects.toThrow('down');
    expect(await once()).toBe('up');
  });
});
