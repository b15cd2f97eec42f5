import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './sca-mask';

describe('masked SCA destinations', () => {
  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('camille.durand@example.com')).toBe('c•••@example.com');
  });

  it('shows a French mobile number as +33 6 •• •• •• 78 whatever its spelling', () => {
    expect(maskPhone('+33 6 12 34 56 78')).toBe('+33 6 •• •• •• 78');
    expect(maskPhone('06 12 34 56 78')).toBe('+33 6 •• •• •• 78');
    expect(maskPhone('0033612345678')).toBe('+33 6 •• •• •• 78');
  });

  it('keeps only the last two digits of another number', () => {
    expect(maskPhone('+49 151 2345 6789')).toBe(`+${'•'.repeat(11)}89`);
  });
});
