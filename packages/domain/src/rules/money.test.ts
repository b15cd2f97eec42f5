import { describe, expect, it } from 'vitest';
import { capitalShareCents, centsToMoney, decimalTextToCents, moneyToCents } from './money';

describe('money in cents', () => {
  it('reads and writes the wire decimals exactly', () => {
    expect(moneyToCents('6000.00')).toBe(600000);
    expect(moneyToCents('0.07')).toBe(7);
    expect(centsToMoney(600000)).toBe('6000.00');
    expect(centsToMoney(7)).toBe('0.07');
    expect(centsToMoney(99999999999999)).toBe('999999999999.99');
  });

  it('reads the decimal text the company form stores', () => {
    expect(decimalTextToCents('10000')).toBe(1000000);
    expect(decimalTextToCents('10 000,5')).toBe(1000050);
    expect(decimalTextToCents('abc')).toBeNull();
  });

  it('shares the capital by holding, rounded to the cent', () => {
    expect(capitalShareCents(1000000, 1000, 600)).toBe(600000);
    expect(capitalShareCents(1000000, 1000, 400)).toBe(400000);
    // 100 € in three equal holdings: 33,33 € each (half-cents round up).
    expect(capitalShareCents(10000, 3, 1)).toBe(3333);
    expect(capitalShareCents(1, 2, 1)).toBe(1);
    // Large capitals keep their cents.
    expect(capitalShareCents(99999999999999, 2147483647, 2147483646)).toBe(99999999953433);
  });
});
