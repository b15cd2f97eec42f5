import { describe, expect, it } from 'vitest';
import { displayDateSchema } from './fields';

const errorOf = (value: unknown) => {
  const result = displayDateSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('displayDateSchema (spec §5: dates must be DD/MM/YYYY)', () => {
  it('accepts a real day written DD/MM/YYYY, spaces around trimmed', () => {
    expect(displayDateSchema.parse('31/12/1980')).toBe('31/12/1980');
    expect(displayDateSchema.parse(' 01/01/2030 ')).toBe('01/01/2030');
    expect(errorOf('29/02/2024')).toBeNull();
  });

  it('refuses other formats', () => {
    for (const value of ['1980-12-31', '1980/12/31', '1/1/1980', '31/12/80', '31.12.1980', '31121980'])
      expect(errorOf(value)).toBe('validation.date_format');
  });

  it('refuses days that do not exist', () => {
    for (const value of ['29/02/2023', '31/04/2024', '00/01/2024', '01/13/2024', '32/01/2024', '12/31/1980'])
      expect(errorOf(value)).toBe('validation.date_format');
  });

  it('refuses more than 10 characters', () => {
    expect(errorOf('31/12/19800')).toBe('validation.too_long');
  });

  it('asks for a value when empty or missing', () => {
    expect(errorOf('')).toBe('validation.required');
    expect(errorOf('   ')).toBe('validation.required');
    expect(errorOf(undefined)).toBe('validation.required');
  });
});
