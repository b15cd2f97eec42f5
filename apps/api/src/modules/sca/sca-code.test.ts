import { describe, expect, it } from 'vitest';
import { hashScaSecret, newScaCode, verifyScaSecret } from './sca-code';

describe('SCA codes', () => {
  it('are six digits, leading zeros included', () => {
    const codes = Array.from({ length: 200 }, newScaCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('verify only with the same key, challenge and code', () => {
    const hash = hashScaSecret('key-1', 'challenge-1', '012345');
    expect(hash).not.toContain('012345');
    expect(verifyScaSecret('key-1', 'challenge-1', '012345', hash)).toBe(true);
    expect(verifyScaSecret('key-1', 'challenge-1', '012346', hash)).toBe(false);
    expect(verifyScaSecret('key-1', 'challenge-2', '012345', hash)).toBe(false);
    expect(verifyScaSecret('key-2', 'challenge-1', '012345', hash)).toBe(false);
  });
});
