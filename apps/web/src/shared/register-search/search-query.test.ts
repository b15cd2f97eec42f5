import { describe, expect, it } from 'vitest';
import { classifySearchQuery, isNumberSearch } from './search-query';

describe('company search query', () => {
  it('sends a SIRET typed with spaces as 14 digits', () => {
    expect(classifySearchQuery(' 732 829 320 00074 ')).toEqual({ kind: 'siret', value: '73282932000074' });
  });

  it('sends a SIREN typed with spaces as 9 digits', () => {
    expect(classifySearchQuery('732 829 320')).toEqual({ kind: 'siren', value: '732829320' });
  });

  it('keeps a partial number as a number search without spaces', () => {
    const term = classifySearchQuery('7328 29');
    expect(term).toEqual({ kind: 'number', value: '732829' });
    expect(term && isNumberSearch(term)).toBe(true);
  });

  it('treats letters as a name search, trimmed, spaces kept between words', () => {
    const term = classifySearchQuery('  Cabinet   Dupont 75 ');
    expect(term).toEqual({ kind: 'text', value: 'Cabinet Dupont 75' });
    expect(term && isNumberSearch(term)).toBe(false);
  });

  it('sends nothing for an empty box', () => {
    expect(classifySearchQuery('   ')).toBeNull();
  });
});
