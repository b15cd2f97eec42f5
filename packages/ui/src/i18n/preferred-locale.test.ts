import { describe, expect, it } from 'vitest';
import { browserLocale, preferredLocale } from './preferred-locale';

describe('the language an app starts in', () => {
  it('is the stored choice first, whatever the browser says', () => {
    expect(preferredLocale('de', ['en-GB', 'fr-FR'])).toBe('de');
  });

  it('is the first browser language the apps are shipped in when nothing valid is stored', () => {
    expect(preferredLocale(null, ['it-IT', 'de-AT', 'en-US'])).toBe('de');
    expect(preferredLocale('es', ['EN-gb'])).toBe('en');
  });

  it('is French when no browser language is shipped', () => {
    expect(preferredLocale(null, ['it-IT', 'es'])).toBe('fr');
    expect(preferredLocale(null, [])).toBe('fr');
    expect(browserLocale(['pt-BR'])).toBeNull();
  });
});
