import type { Locale } from '@app/domain';

/** The words around the documents (not part of them): links, page numbers, the language notice. */
export interface Chrome {
  downloadPdf: string;
  contents: string;
  /** Footer of every PDF page. */
  pageOf: (page: number, total: number) => string;
  /** Shown on top of a translation: the French text is the contract. */
  precedence: string | null;
  readFrench: string | null;
  publisher: string;
}

export const CHROME: Record<Locale, Chrome> = {
  fr: {
    downloadPdf: 'Télécharger ce document (PDF)',
    contents: 'Sommaire',
    pageOf: (page, total) => `Page ${page} sur ${total}`,
    precedence: null,
    readFrench: null,
    publisher: 'La banque partenaire',
  },
  en: {
    downloadPdf: 'Download this document (PDF)',
    contents: 'Contents',
    pageOf: (page, total) => `Page ${page} of ${total}`,
    precedence:
      'This English version is a translation provided for information only. The French version is the only contractual version and prevails in the event of any discrepancy.',
    readFrench: 'Read the French version',
    publisher: 'The partner bank',
  },
  de: {
    downloadPdf: 'Dieses Dokument herunterladen (PDF)',
    contents: 'Inhalt',
    pageOf: (page, total) => `Seite ${page} von ${total}`,
    precedence:
      'Diese deutsche Fassung ist eine unverbindliche Übersetzung. Allein die französische Fassung ist vertragsverbindlich; bei Abweichungen ist sie maßgeblich.',
    readFrench: 'Französische Fassung lesen',
    publisher: 'Die Partnerbank',
  },
};
