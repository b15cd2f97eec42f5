import type { Locale } from '@app/domain';

/** Upload and download messages, per language; {max}, {count} and {file} are filled in. */
const documentMessages = {
  fr: {
    file_too_large: 'Le fichier est trop volumineux (taille maximale : {max})',
    invalid_type: 'Format incorrect : seuls les fichiers PDF, JPEG et PNG sont acceptés',
    too_many_files: 'Trop de fichiers : {count} au maximum',
    no_file: 'Veuillez joindre au moins un fichier.',
    wrong_registration_proof:
      'Ce document ne correspond pas à la forme juridique de la société ({expected}).',
    unreadable: 'Ce document est illisible : il a été endommagé. Veuillez le déposer à nouveau.',
    malformed: "L'envoi du fichier a échoué. Veuillez réessayer.",
    not_found: 'Document introuvable.',
  },
  en: {
    file_too_large: 'The file is too large (maximum size: {max})',
    invalid_type: 'Incorrect format: only PDF, JPEG and PNG files are accepted',
    too_many_files: 'Too many files: {count} at most',
    no_file: 'Please attach at least one file.',
    wrong_registration_proof: "This document does not match the company's legal form ({expected}).",
    unreadable: 'This document cannot be read: it was damaged. Please upload it again.',
    malformed: 'The file upload failed. Please try again.',
    not_found: 'Document not found.',
  },
  de: {
    file_too_large: 'Die Datei ist zu groß (maximale Größe: {max})',
    invalid_type: 'Falsches Format: nur PDF-, JPEG- und PNG-Dateien werden akzeptiert',
    too_many_files: 'Zu viele Dateien: höchstens {count}',
    no_file: 'Bitte fügen Sie mindestens eine Datei bei.',
    wrong_registration_proof: 'Dieses Dokument passt nicht zur Rechtsform des Unternehmens ({expected}).',
    unreadable: 'Dieses Dokument ist nicht lesbar: es wurde beschädigt. Bitte laden Sie es erneut hoch.',
    malformed: 'Das Hochladen der Datei ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    not_found: 'Dokument nicht gefunden.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type DocumentMessageKey = keyof (typeof documentMessages)['fr'];

export function documentMessage(
  locale: Locale,
  key: DocumentMessageKey,
  params: Record<string, string | number> = {},
): string {
  return documentMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const UNITS: Record<Locale, string> = { fr: 'Mo', en: 'MB', de: 'MB' };

/** 26214400 -> "25 Mo" (fr) / "25 MB"; fractions keep one decimal with the locale's separator. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes);
  return `${text} ${UNITS[locale]}`;
}
