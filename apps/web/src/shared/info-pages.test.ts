import { LOCALES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { INFO_PDF_NAMES, infoFileName, infoPages, infoPdf } from './info-pages';

describe('information page addresses', () => {
  it('keeps the plain name for French, the contractual version, and names the translations', () => {
    expect(infoFileName('terms', 'fr', 'html')).toBe('terms.html');
    expect(infoFileName('terms', 'en', 'html')).toBe('terms.en.html');
    expect(infoFileName('deposit-guarantee', 'de', 'pdf')).toBe('deposit-guarantee.de.pdf');
  });

  it('gives every page in the reader’s language', () => {
    expect(infoPages.terms('fr')).toBe('/info/terms.html');
    expect(infoPages.pricing('en')).toBe('/info/pricing.en.html');
    expect(infoPages.legalNotices('de')).toBe('/info/legal-notices.de.html');
    expect(infoPages.contact('en')).toBe('/info/contact.en.html');
    expect(infoPages.depositGuarantee('fr')).toBe('/info/deposit-guarantee.html');
  });

  it('links each PDF of the locale with a distinct download name in that language', () => {
    expect(infoPdf('terms', 'en')).toEqual({ href: '/info/terms.en.pdf', download: 'general-terms.pdf' });
    expect(infoPdf('pricing', 'fr')).toEqual({ href: '/info/pricing.pdf', download: 'tarifs.pdf' });
    for (const locale of LOCALES) {
      const names = INFO_PDF_NAMES.map((name) => infoPdf(name, locale).download);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z-]+\.pdf$/);
    }
  });
});
