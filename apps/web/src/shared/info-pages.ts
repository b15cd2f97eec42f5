import { DEFAULT_LOCALE, type Locale } from '@app/domain';

/**
 * Information pages and their PDFs (spec §2.4), generated into public/info by
 * scripts/build-info.ts from one source per document and language. French is the contractual
 * version and keeps the plain name (terms.html); the translations carry the language
 * (terms.en.html), so a static server needs no language negotiation.
 */
export const INFO_PAGE_NAMES = ['terms', 'deposit-guarantee', 'pricing', 'legal-notices', 'contact'] as const;
export type InfoPageName = (typeof INFO_PAGE_NAMES)[number];

/** The documents that are also offered as a PDF download. */
export const INFO_PDF_NAMES = ['terms', 'deposit-guarantee', 'pricing'] as const;
export type InfoPdfName = (typeof INFO_PDF_NAMES)[number];

/** File name inside /info: `terms.html` in French, `terms.en.pdf` in English. */
export const infoFileName = (name: InfoPageName, locale: Locale, extension: 'html' | 'pdf'): string =>
  `${name}${locale === DEFAULT_LOCALE ? '' : `.${locale}`}.${extension}`;

const page = (name: InfoPageName) => (locale: Locale) => `/info/${infoFileName(name, locale, 'html')}`;

export const infoPages = {
  contact: page('contact'),
  legalNotices: page('legal-notices'),
  pricing: page('pricing'),
  terms: page('terms'),
  depositGuarantee: page('deposit-guarantee'),
};

/** The name a downloaded PDF is saved under, in the reader's language. */
const DOWNLOAD_NAMES: Record<InfoPdfName, Record<Locale, string>> = {
  terms: {
    fr: 'conditions-generales.pdf',
    en: 'general-terms.pdf',
    de: 'allgemeine-geschaeftsbedingungen.pdf',
  },
  'deposit-guarantee': {
    fr: 'garantie-des-depots.pdf',
    en: 'deposit-guarantee.pdf',
    de: 'einlagensicherung.pdf',
  },
  pricing: { fr: 'tarifs.pdf', en: 'pricing.pdf', de: 'preise.pdf' },
};

export interface InfoPdfLink {
  href: string;
  /** Value of the `download` attribute. */
  download: string;
}

export const infoPdf = (name: InfoPdfName, locale: Locale): InfoPdfLink => ({
  href: `/info/${infoFileName(name, locale, 'pdf')}`,
  download: DOWNLOAD_NAMES[name][locale],
});
