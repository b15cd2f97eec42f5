import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format';

// Intl writes fr-FR with narrow no-break spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('money', () => {
  it('always shows the cents, written the reader’s way', () => {
    expect(plain(formatMoney('fr', 6000))).toBe('6 000,00 €');
    expect(formatMoney('en', 6000)).toBe('€6,000.00');
    expect(plain(formatMoney('de', 6000))).toBe('6.000,00 €');
    expect(plain(formatMoney('fr', 1234.5))).toBe('1 234,50 €');
  });

  it('leaves whole amounts of a message without cents', () => {
    expect(plain(formatNumber('fr', 50000, 'amount'))).toBe('50 000 €');
  });
});
