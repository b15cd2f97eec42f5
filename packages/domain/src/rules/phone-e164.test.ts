import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-e164';

describe('a phone number for an SMS (E.164)', () => {
  it('reads French numbers as customers type them', () => {
    expect(toE164('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164(' 0612345678 ')).toBe('+33612345678');
  });

  it('keeps a foreign number given with its prefix, and reads a national one in its country', () => {
    expect(toE164('+49 151 23456789')).toBe('+4915123456789');
    expect(toE164('+32 470 12 34 56')).toBe('+32470123456');
    expect(toE164('0470 12 34 56', 'BE')).toBe('+32470123456');
  });

  it('answers null for what no SMS could reach', () => {
    expect(toE164('06 12')).toBeNull();
    expect(toE164('+999 123 456 789')).toBeNull();
    expect(toE164('')).toBeNull();
  });
});
