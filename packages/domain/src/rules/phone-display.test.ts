import { describe, expect, it } from 'vitest';
import { displayPhone, isValidPhone } from './phone';

describe('a phone written as the forms show one', () => {
  it.each([
    ['0164000000', '01 64 00 00 00'],
    ['01.64.00.00.00', '01 64 00 00 00'],
    ['01-64-00-00-00', '01 64 00 00 00'],
    ['01 64 00 00 00', '01 64 00 00 00'],
    ['+33164000000', '+33 1 64 00 00 00'],
  ])('%s reads %s, a value the phone fields accept', (given, shown) => {
    expect(displayPhone(given)).toBe(shown);
    expect(isValidPhone(displayPhone(given))).toBe(true);
  });

  it('leaves any other number as it came', () => {
    expect(displayPhone(' +41 22 123 45 67 ')).toBe('+41 22 123 45 67');
    expect(displayPhone('3615')).toBe('3615');
  });
});
