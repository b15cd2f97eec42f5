import { DOCUMENT_KIND_LABELS, type DocumentKind, type Locale, translate } from '@app/domain';

/** "{document}" is a document kind's label in the same language. */
const MISSING_DOCUMENT: Readonly<Record<Locale, string>> = {
  fr: 'Document manquant : {document}',
  en: 'Missing document: {document}',
  de: 'Fehlendes Dokument: {document}',
};

const SEPARATOR: Readonly<Record<Locale, string>> = { fr: ' : ', en: ': ', de: ': ' };

export const missingDocumentMessage = (locale: Locale, kind: DocumentKind): string =>
  MISSING_DOCUMENT[locale].replace('{document}', DOCUMENT_KIND_LABELS[kind][locale]);

/** Per-person messages start with the person's first and last name (spec §8). */
export const personMessage = (locale: Locale, name: string, message: string): string =>
  `${name}${SEPARATOR[locale]}${translate(locale, message)}`;
